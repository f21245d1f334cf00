/**
 * The app's icons, drawn once here and written to src/web/public (committed; run again after a
 * change to the drawing):
 *
 *   npx tsx scripts/make-icons.ts
 *
 * One drawing, the favicon's: a clipboard with a tick on the app's indigo. Each icon places it
 * as its platform asks: the favicon and the manifest's "any" icons on a rounded square; the
 * maskable icon and Apple's touch icon on a full square (the platform cuts its own shape), the
 * drawing kept inside the maskable safe zone (a circle of 40% of the size around the centre).
 */
import { writeFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'

const PUBLIC = new URL('../src/web/public/', import.meta.url)
/** styles.css: the dark theme's --primary, the indigo of the favicon. */
const INDIGO = '#4f46e5'

/** On a 32-unit canvas: the clip, the board and the tick. */
const DRAWING = [
  '<path d="M11 7h10v3H11z" fill="#fff"/>',
  '<rect x="8" y="9" width="16" height="17" rx="2" fill="none" stroke="#fff" stroke-width="2.2"/>',
  '<path d="m12 18 3 3 5-6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
].join('')

/** The drawing at `scale` around the centre, on a square with corners of radius `corner` (of 32). */
function svg({ scale, corner }: { scale: number; corner: number }): string {
  const shift = (16 * (1 - scale)).toFixed(2)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">`
    + `<rect width="32" height="32" rx="${corner}" fill="${INDIGO}"/>`
    + (scale === 1 ? DRAWING : `<g transform="translate(${shift} ${shift}) scale(${scale})">${DRAWING}</g>`)
    + `</svg>`
}

function png(source: string, size: number): Buffer {
  return new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng()
}

/** An .ico holding one PNG (every browser since IE 11 reads PNG inside .ico). */
function ico(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6) // width (0 would mean 256)
  header.writeUInt8(size, 7) // height
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(image.length, 14)
  header.writeUInt32LE(header.length, 18) // where the image starts
  return Buffer.concat([header, image])
}

const rounded = svg({ scale: 1, corner: 8 })
// The drawing reaches 12.8 units from the centre at full size: at 0.75 it is 9.6, inside the 12.8 safe zone.
const maskable = svg({ scale: 0.75, corner: 0 })
const touch = svg({ scale: 0.8, corner: 0 })

const files: [string, string | Buffer][] = [
  ['favicon.svg', `${rounded}\n`],
  ['favicon.ico', ico(png(rounded, 32), 32)],
  ['icon-192.png', png(rounded, 192)],
  ['icon-512.png', png(rounded, 512)],
  ['icon-maskable-512.png', png(maskable, 512)],
  ['apple-touch-icon.png', png(touch, 180)],
]
for (const [name, content] of files) {
  writeFileSync(new URL(name, PUBLIC), content)
  console.log(`src/web/public/${name}`)
}
