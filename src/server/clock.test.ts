import { describe, expect, it } from 'vitest'
import { clockOf } from './clock'
import { loadConfig } from './config'

const DAY_MS = 86_400_000

describe("the server's clock", () => {
  it("is the machine's when CLOCK_OFFSET_MS is unset", () => {
    const config = loadConfig({})
    expect(config.clockOffsetMs).toBe(0)
    const before = Date.now()
    const read = clockOf(config)().getTime()
    expect(read).toBeGreaterThanOrEqual(before)
    expect(read).toBeLessThanOrEqual(Date.now())
  })

  it('runs CLOCK_OFFSET_MS behind or ahead of the machine, and keeps running', () => {
    for (const offset of [-4 * DAY_MS, 3 * DAY_MS + 1]) {
      const now = clockOf(loadConfig({ CLOCK_OFFSET_MS: String(offset) }))
      const before = Date.now() + offset
      const read = now().getTime()
      expect(read).toBeGreaterThanOrEqual(before)
      expect(read).toBeLessThanOrEqual(Date.now() + offset)
    }
  })

  it('refuses an offset that is not a whole number of milliseconds within ten years, naming the variable', () => {
    for (const value of ['soon', '1.5', '2026-11-25', String(11 * 366 * DAY_MS)]) {
      expect(() => loadConfig({ CLOCK_OFFSET_MS: value }), value).toThrow(/CLOCK_OFFSET_MS/)
    }
  })
})
