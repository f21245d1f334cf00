/**
 * API tokens for other systems and their audit trail (migration 2026-11-27T1100_api_tokens, ADR 036).
 * Part of `Database` in schema.ts, which re-exports them.
 */
export interface ApiTokensTable {
  school_id: string
  id: string
  name: string
  /** JSON array of scopes (src/shared/contracts/tokens.ts API_SCOPES). */
  scopes: string
  /** hashToken(secrets.session, secret): the secret itself is shown once and never kept. */
  token_hash: string
  created_by: string | null
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

/** `roster_synced`: a roster sync made with the token (its writes are the token's actions). */
export type ApiTokenAction = 'created' | 'revoked' | 'roster_synced'

export interface ApiTokenAuditTable {
  school_id: string
  id: string
  at: string
  /** The user who acted. */
  actor: string | null
  action: ApiTokenAction
  token_id: string
}

/** A district user's token (migration 2026-11-27T1300_district_api_tokens): no school, read-only scopes. */
export interface DistrictApiTokensTable {
  id: string
  name: string
  /** JSON array of scopes (src/shared/contracts/tokens.ts DISTRICT_API_SCOPES). */
  scopes: string
  /** hashToken(secrets.session, secret), as a school's token. */
  token_hash: string
  /** The district user who created it. */
  created_by: string | null
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

export type DistrictApiTokenAction = 'created' | 'revoked'

export interface DistrictApiTokenAuditTable {
  id: string
  at: string
  /** The district user who acted. */
  actor: string | null
  action: DistrictApiTokenAction
  token_id: string
}
