/**
 * Runs `work` once the browser has painted the frame being prepared: after the next animation frame,
 * in a task of its own. For work that must not hold up what the user is waiting to see (the scanner's
 * answer), and for measuring when that was on screen.
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0))
}
