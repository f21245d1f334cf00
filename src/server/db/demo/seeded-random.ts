/**
 * A small deterministic generator (mulberry32): the demo school must be the
 * same on every load, so nothing in it may come from Math.random().
 */
const HEX = '0123456789abcdef'

export class SeededRandom {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /**
   * A generator of its own for one key (e.g. a seed, a student and a date): what it draws depends
   * on the key alone, never on how many numbers were drawn before it for other keys.
   */
  static keyed(...parts: readonly (string | number)[]): SeededRandom {
    // FNV-1a over the parts, separated so that ('ab', 'c') and ('a', 'bc') differ.
    let hash = 0x811c9dc5
    for (const char of parts.join('\u0000')) {
      hash ^= char.codePointAt(0)!
      hash = Math.imul(hash, 0x01000193)
    }
    return new SeededRandom(hash)
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick() from an empty list')
    return item
  }

  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, w]) => sum + w, 0)
    let roll = this.next() * total
    for (const [value, weight] of choices) {
      roll -= weight
      if (roll < 0) return value
    }
    return choices[choices.length - 1]![0]
  }

  /** A version-4-shaped UUID drawn from this generator. */
  uuid(): string {
    // 32 hex digits, the 13th replaced by the version and the 17th by a 33rd draw (the variant).
    // Built digit by digit: the demo school draws thousands of these on every fresh start.
    let s = ''
    for (let i = 0; i < 32; i++) {
      const digit = HEX[this.int(0, 15)]!
      s += i === 12 ? '4' : digit
    }
    const variant = HEX[(this.int(0, 15) & 0x3) | 0x8]!
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${variant}${s.slice(17, 20)}-${s.slice(20)}`
  }
}
