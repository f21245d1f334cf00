import { afterPaint } from '#web/lib/after-paint'

/**
 * Two User Timing marks around the gate's promise of a student a second (ADR 028): `scan:decoded` when
 * the queue receives a code (a barcode scanner's Enter, the camera decoder's result, a typed code), and
 * `scan:answered` once the frame showing gate mode's answer has been painted (after the next animation
 * frame, as main.tsx waits for the first paint). bench/gate-feedback.ts reads them, and a
 * DevTools profile taken on a real phone shows them. Each mark replaces the one before, so a morning at
 * the gate keeps two entries, not a thousand.
 */
function mark(name: string): void {
  performance.clearMarks(name)
  performance.mark(name)
}

export function markScanDecoded(): void {
  mark('scan:decoded')
}

export function markAnswerPainted(): void {
  afterPaint(() => mark('scan:answered'))
}
