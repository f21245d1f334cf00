import type { QueryClient } from '@tanstack/react-query'
import type { MeResponse } from '#shared/contracts/auth'
import { remembered, rememberLater } from './remember-later'

/**
 * Who is signed in on this device, remembered for when the server cannot be reached (ADR 026):
 * offline, the service worker's shell opens the app, and the app must know whose pages to show
 * before any data can come. Kept in step with 'me' in the query cache, so it is gone the moment
 * 'me' is null: sign-out, an expired session (401). Only who the user is, never a page's data.
 */
const STORAGE_KEY = 'rollcall.session'

export function rememberedSession(): MeResponse | null {
  try {
    const stored = JSON.parse(remembered(STORAGE_KEY) ?? 'null') as Partial<MeResponse> | null
    // Written by an older version of the app, or by hand: not trusted to render with.
    const whole = typeof stored?.user?.role === 'string' && typeof stored.school?.name === 'string' && typeof stored.permissions === 'object'
    return whole ? (stored as MeResponse) : null
  } catch {
    return null
  }
}

/** Writes or removes the remembered session whenever the query cache's answer for `key` changes. */
export function rememberSessionOf(client: QueryClient, key: readonly unknown[]): void {
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== key[0]) return
    if (!(event.type === 'added' || (event.type === 'updated' && event.action.type === 'success'))) return
    const me = event.query.state.data as MeResponse | null | undefined
    if (me === undefined) return
    // Without storage (private mode), this device opens on "could not load" when offline instead.
    rememberLater(STORAGE_KEY, me ? JSON.stringify(me) : null)
  })
}
