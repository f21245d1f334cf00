/**
 * A short sound and vibration per scan, so a teacher at the gate need not look at
 * the screen: one high beep recorded, a lower one late, two high beeps going home, two middle beeps
 * already checked in, two low buzzes refused.
 */
export type ScanSignal = 'present' | 'late' | 'departed' | 'already' | 'refused'

let audio: AudioContext | null = null

/** Browsers allow sound only after a tap or key press: call this from one. */
export function unlockScanSound(): void {
  try {
    audio ??= new AudioContext()
    if (audio.state === 'suspended') void audio.resume()
  } catch {
    audio = null
  }
}

const TONES: Record<ScanSignal, { frequency: number; type: OscillatorType; beeps: number }> = {
  present: { frequency: 1046, type: 'sine', beeps: 1 },
  late: { frequency: 784, type: 'sine', beeps: 1 },
  departed: { frequency: 880, type: 'sine', beeps: 2 },
  already: { frequency: 523, type: 'triangle', beeps: 2 },
  refused: { frequency: 220, type: 'square', beeps: 2 },
}
const VIBRATION: Record<ScanSignal, number[]> = { present: [80], late: [80, 60, 80], departed: [80, 40, 80], already: [40, 60, 40, 60, 40], refused: [200, 80, 200] }

export function signalScan(kind: ScanSignal): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION[kind])
  if (!audio || audio.state !== 'running') return
  const { frequency, type, beeps } = TONES[kind]
  for (let i = 0; i < beeps; i++) {
    const start = audio.currentTime + i * 0.22
    const oscillator = audio.createOscillator()
    const gain = audio.createGain()
    oscillator.type = type
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, start)
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16)
    oscillator.connect(gain).connect(audio.destination)
    oscillator.start(start)
    oscillator.stop(start + 0.18)
  }
}
