/** Reads the text of a QR code in the current video frame, or null when there is none. */
export interface QrDecoder {
  kind: 'native' | 'jsqr'
  decode(video: HTMLVideoElement): Promise<string | null>
}

interface NativeBarcodeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector
  getSupportedFormats(): Promise<string[]>
}

/** Frames are scaled down to this many pixels on the long side: enough for a phone-sized code, fast to scan. */
const MAX_FRAME_SIDE = 800

/**
 * The browser's own BarcodeDetector where it really reads QR codes (Android, macOS),
 * else jsQR, loaded only now: Chromium on Linux exposes no working detector.
 */
export async function loadQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? (await jsQrDecoder())
}

/**
 * Loads jsQR ahead of the camera where the browser has no detector of its own, so the camera still
 * starts after the network has gone (the gate, ADR 027). Where a service worker can keep the app, its
 * precache holds jsQR already (it takes over this very page once installed) and nothing is loaded here:
 * running jsQR's module costs a cheap phone a tenth of a second of the first screen's main thread.
 */
export function prefetchQrDecoder(): void {
  if ((window as unknown as { BarcodeDetector?: unknown }).BarcodeDetector) return
  if (import.meta.env.PROD && 'serviceWorker' in navigator) return
  void import('jsqr').catch(() => {})
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (window as unknown as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null
    const detector = new Detector({ formats: ['qr_code'] })
    return {
      kind: 'native',
      async decode(video) {
        const [found] = await detector.detect(video)
        return found?.rawValue || null
      },
    }
  } catch {
    return null
  }
}

async function jsQrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas')
  return {
    kind: 'jsqr',
    async decode(video) {
      const { videoWidth, videoHeight } = video
      if (!videoWidth || !videoHeight) return null
      const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(videoWidth, videoHeight))
      const width = Math.round(videoWidth * scale)
      const height = Math.round(videoHeight * scale)
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height })
      context.drawImage(video, 0, 0, width, height)
      const { data } = context.getImageData(0, 0, width, height)
      // Student codes are dark on light; skipping the inverted pass halves the work per frame.
      return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data || null
    },
  }
}
