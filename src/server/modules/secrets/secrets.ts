import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/create-db'
import { getOrCreateSecret } from './secrets.queries'

export interface Secrets {
  /** Keys the hash of session tokens. */
  session: string
  /** Signs attendance QR codes. */
  qr: string
  /** Signs the notices' webhook bodies and unsubscribe links (NOTIFY_WEBHOOK_SECRET; ADR 021). */
  notices: string
}

/**
 * A secret from the environment wins; otherwise one is generated once and kept in
 * the database, so every app instance on one PostgreSQL signs with the same key.
 */
export async function loadSecrets(db: Db, fromEnv: Partial<Secrets>, now: Date): Promise<Secrets> {
  const resolve = async (name: keyof Secrets) =>
    fromEnv[name] ?? getOrCreateSecret(db, name, randomBytes(32).toString('base64url'), now.toISOString())
  return { session: await resolve('session'), qr: await resolve('qr'), notices: await resolve('notices') }
}
