/**
 * The district's own tables (ADR 035): its users, sessions and failed sign-ins, above the schools and in
 * none of them. Part of `Database` in schema.ts, which re-exports them.
 */
/** A district user: above the schools, in none of them. */
export interface DistrictUsersTable {
  id: string
  name: string
  email: string
  password_hash: string
  created_at: string
}

export interface DistrictSessionsTable {
  token_hash: string
  user_id: string
  expires_at: string
  last_seen_at: string
}

export interface DistrictLoginFailuresTable {
  id: string
  identifier: string
  ip: string
  failed_at: string
}
