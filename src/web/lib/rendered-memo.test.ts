import { describe, expect, it } from 'vitest'
import { recordingRemembered, remembered } from './rendered-memo'

describe('the rendered memo (ADR 057), on the server', () => {
  it('records what a render computed, once per key, and only during that render', () => {
    const computed: string[] = []
    const write = (key: string, text: string) => remembered(key, () => (computed.push(key), text))
    const { result, memo } = recordingRemembered(() => [write('date en-GB full 2026-11-30', 'Monday, 30 November 2026'), write('cn px-2 px-3', 'px-3'), write('cn px-2 px-3', 'px-3')].join(' | '))
    expect(result).toBe('Monday, 30 November 2026 | px-3 | px-3')
    expect(memo).toEqual({ 'date en-GB full 2026-11-30': 'Monday, 30 November 2026', 'cn px-2 px-3': 'px-3' })
    // The server never reads a memo: each render computes what it writes.
    expect(computed).toEqual(['date en-GB full 2026-11-30', 'cn px-2 px-3', 'cn px-2 px-3'])
    expect(recordingRemembered(() => 'nothing formatted').memo).toEqual({})
  })

  it('records nothing outside a render, even when the render threw', () => {
    expect(() => recordingRemembered(() => { throw new Error('render failed') })).toThrow('render failed')
    expect(remembered('count en 5', () => '5')).toBe('5')
    expect(recordingRemembered(() => null).memo).toEqual({})
  })
})
