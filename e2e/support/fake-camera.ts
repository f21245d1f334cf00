import QRCode from 'qrcode'

const WIDTH = 640
const HEIGHT = 480

/**
 * One frame of 4:2:0 video in YUV4MPEG2, Chromium's fake-camera format: the QR code's
 * modules as dark (16) and light (235) luma on a light field, chroma neutral (128).
 */
function qrLuma(code: string): Buffer {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const total = modules.size + 2 * quiet
  const scale = Math.min(8, Math.floor(HEIGHT / total))
  const left = Math.floor((WIDTH - total * scale) / 2)
  const top = Math.floor((HEIGHT - total * scale) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue
      for (let y = 0; y < scale; y++) {
        const offset = (top + (row + quiet) * scale + y) * WIDTH + left + (col + quiet) * scale
        luma.fill(16, offset, offset + scale)
      }
    }
  }
  return luma
}

export function qrAsY4m(code: string): Buffer {
  return qrFramesAsY4m([code], 30)
}

/**
 * Several codes in turn, `framesPerSecond` of them a second, looped by Chromium: a phone rotating its
 * slots' codes (ADR 024) as a camera sees it, whichever slot is current when the camera starts.
 */
export function qrFramesAsY4m(codes: readonly string[], framesPerSecond: number): Buffer {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128)
  const frames = codes.flatMap((code) => [Buffer.from('FRAME\n'), qrLuma(code), chroma, chroma])
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${framesPerSecond}:1 Ip A1:1 C420jpeg\n`), ...frames])
}
