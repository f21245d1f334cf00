import { describe, expect, it } from 'vitest'
import { zonedParts } from './dates'

/** What zonedParts returned before it kept formatters and remembered the last second: the parts read directly. */
const references = new Map<string, Intl.DateTimeFormat>()
function directParts(instant: Date, timeZone: string) {
  let format = references.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    })
    references.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` }
}

const ZONES = ['UTC', 'Asia/Jakarta', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham']

describe('zonedParts', () => {
  it('gives the date and wall clock in the zone', () => {
    expect(zonedParts(new Date('2030-03-04T23:30:15.900Z'), 'Asia/Jakarta')).toEqual({ date: '2030-03-05', time: '06:30:15' })
    expect(zonedParts(new Date('2030-03-04T00:00:00Z'), 'America/New_York')).toEqual({ date: '2030-03-03', time: '19:00:00' })
  })

  it('follows daylight saving across the change, and midnight, in both directions', () => {
    // Berlin springs forward at 01:00 UTC on 2030-03-31 and falls back at 01:00 UTC on 2030-10-27.
    expect(zonedParts(new Date('2030-03-31T00:59:59Z'), 'Europe/Berlin').time).toBe('01:59:59')
    expect(zonedParts(new Date('2030-03-31T01:00:00Z'), 'Europe/Berlin').time).toBe('03:00:00')
    expect(zonedParts(new Date('2030-10-27T00:59:59Z'), 'Europe/Berlin').time).toBe('02:59:59')
    expect(zonedParts(new Date('2030-10-27T01:00:00Z'), 'Europe/Berlin').time).toBe('02:00:00')
    expect(zonedParts(new Date('2030-10-26T22:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2030-10-27', time: '00:00:00' })
  })

  it('matches a fresh formatter for every zone, in any order, around every hour of a year', () => {
    const start = Date.parse('2030-01-01T00:00:00Z')
    for (let hour = 0; hour < 365 * 24; hour += 11) {
      for (const zone of ZONES) {
        for (const offset of [-1, 0, 999, 1000]) {
          const instant = new Date(start + hour * 3_600_000 + offset)
          expect(zonedParts(instant, zone), `${instant.toISOString()} in ${zone}`).toEqual(directParts(instant, zone))
        }
      }
    }
  })

  it('answers the same instant in two zones alternately without mixing them up', () => {
    const instant = new Date('2030-06-01T12:00:00Z')
    expect(zonedParts(instant, 'UTC').time).toBe('12:00:00')
    expect(zonedParts(instant, 'Asia/Kathmandu').time).toBe('17:45:00')
    expect(zonedParts(instant, 'UTC').time).toBe('12:00:00')
  })

  it('refuses an unknown zone and an invalid date as before', () => {
    expect(() => zonedParts(new Date(), 'Mars/Olympus')).toThrow(RangeError)
    expect(() => zonedParts(new Date(Number.NaN), 'UTC')).toThrow(RangeError)
  })
})
