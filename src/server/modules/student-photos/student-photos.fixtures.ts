import { randomBytes } from 'node:crypto'
import { crc32, deflateRawSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * Test files for student photos: real images made by sharp (one with EXIF and a GPS position, on
 * its side), and ZIPs written here byte by byte, so a test can also make one whose headers lie.
 */

/** A phone photo: 300 × 200 as stored, EXIF orientation 6 (shown 200 × 300), an author and where it was taken. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp(await noise(300, 200))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: 'Secret Photographer', Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** Random pixels: the hardest picture to make small, so the thumbnail's 12 KB is really tested. */
export async function noisyPng(width = 400, height = 400): Promise<Buffer> {
  return sharp(await noise(width, height)).png().toBuffer()
}

/**
 * A small PNG whose header says it is `width` × `height`: a decompression bomb's first bytes, which
 * the server must refuse from the header, before it decodes anything.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777777' } }).png().toBuffer())
  // Signature (8), then IHDR: length (4), type (4), width, height, … and its CRC over type and data.
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29)
  return png
}

function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toBuffer()
}

export interface ZipEntrySpec {
  name: string
  data: Buffer
  /** Deflate it (the default) or store it as it is. */
  deflate?: boolean
  /** What the headers say it unpacks to, when a test wants them to lie. */
  declaredSize?: number
}

/** A ZIP file (UTF-8 names, no comment), as an archiver writes one. */
export function zipOf(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const deflate = entry.deflate ?? true
    const body = deflate ? deflateRawSync(entry.data) : entry.data
    const fields = { method: deflate ? 8 : 0, crc: crc32(entry.data), compressed: body.length, size: entry.declaredSize ?? entry.data.length }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    writeCommon(local, 4, fields, name.length)
    locals.push(local, name, body)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // made by
    writeCommon(central, 6, fields, name.length)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)
    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** The fields a local header and a central directory record share, from "version needed" on. */
function writeCommon(header: Buffer, at: number, f: { method: number; crc: number; compressed: number; size: number }, nameLength: number) {
  header.writeUInt16LE(20, at) // version needed
  header.writeUInt16LE(0x0800, at + 2) // UTF-8 names
  header.writeUInt16LE(f.method, at + 4)
  header.writeUInt16LE(0, at + 6) // time
  header.writeUInt16LE(0x5b7a, at + 8) // date: 2025-11-26
  header.writeUInt32LE(f.crc >>> 0, at + 10)
  header.writeUInt32LE(f.compressed, at + 14)
  header.writeUInt32LE(f.size, at + 18)
  header.writeUInt16LE(nameLength, at + 22)
}
