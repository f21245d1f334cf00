import QRCode from 'qrcode'
import { useMemo } from 'react'

/** White modules around the symbol; the QR standard asks for four. */
const QUIET_MODULES = 4
/** The image is at least this wide, in whole pixels per module so every module is equally sharp. */
const MIN_PIXELS = 240

/**
 * The code as a QR image: an SVG path of the dark modules, black on white in both
 * themes (scanners need the contrast), sized in whole pixels per module.
 */
export function QrImage({ value, label }: { value: string; label: string }) {
  const { path, total } = useMemo(() => modulesPath(value), [value])
  const pixels = Math.ceil(MIN_PIXELS / total) * total
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-image
      viewBox={`0 0 ${total} ${total}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
      className="h-auto max-w-full rounded-lg bg-white"
    >
      <rect width={total} height={total} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}

/** One sub-path per horizontal run of dark modules: a few hundred commands instead of thousands of rects. */
function modulesPath(value: string): { path: string; total: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' })
  const size = modules.size
  let path = ''
  for (let row = 0; row < size; row++) {
    let col = 0
    while (col < size) {
      if (!modules.data[row * size + col]) {
        col++
        continue
      }
      const start = col
      while (col < size && modules.data[row * size + col]) col++
      path += `M${start + QUIET_MODULES} ${row + QUIET_MODULES}h${col - start}v1h${start - col}z`
    }
  }
  return { path, total: size + 2 * QUIET_MODULES }
}
