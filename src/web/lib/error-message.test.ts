import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { errorMessage } from './error-message'

/** The register page and the Add child dialog show what a 429 is about, not "failed sign-ins" (ADR 040). */
describe('the message of a 429', () => {
  const tooMany = (code: string, seconds: number) => new ApiError(429, { error: 'the server’s sentence', code, retryAfterSeconds: seconds })

  it('names the wrong link codes, and which count was reached, with the minutes to wait', () => {
    expect(errorMessage(tooMany('link_codes_network_limit', 14 * 60 + 1))).toBe(
      'Too many wrong link codes were typed from this network (families sharing a school’s Wi-Fi or a phone network count together). Try again in 15 minutes, or from another network.',
    )
    expect(errorMessage(tooMany('link_codes_account_limit', 30))).toBe(
      'You typed too many wrong link codes. Check the code against the slip and try again in 1 minute.',
    )
    expect(errorMessage(tooMany('link_codes_school_limit', 900))).toMatch(/^Unusually many wrong link codes were typed for this school/)
  })

  it('keeps the sign-in throttle’s own message for failed sign-ins', () => {
    expect(errorMessage(tooMany('rate_limited', 120))).toBe('Too many failed sign-ins. Try again in 2 minutes.')
  })
})
