import { createHmac, randomBytes, randomUUID } from 'node:crypto'

export const newId = (): string => randomUUID()

/** A bearer token for a cookie: 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** Tokens are stored only as a keyed hash, so a leaked table opens no session. */
export const hashToken = (secret: string, token: string): string =>
  createHmac('sha256', secret).update(token).digest('base64url')
