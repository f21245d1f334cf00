import { z } from 'zod'
import { requiredText } from '../text'

/**
 * API tokens for other systems (ADR 036). A token opens only the routes that declare one of its scopes
 * (the access declaration's `scope`), only at its own school, without cookies: `Authorization: Bearer <secret>`.
 */
export const API_SCOPES = ['attendance:read', 'reports:read', 'roster:write'] as const
export const apiScopeSchema = z.enum(API_SCOPES)
export type ApiScope = z.infer<typeof apiScopeSchema>

export const TOKEN_NAME_MAX_LENGTH = 80

/** POST /api/tokens (headmaster): a name that says which system holds it, and at least one scope. */
export const createTokenSchema = z.object({
  name: requiredText({ max: TOKEN_NAME_MAX_LENGTH }),
  scopes: z.array(apiScopeSchema).min(1, 'tokens.scopeRequired').transform((s) => [...new Set(s)]),
})
export type CreateTokenRequest = z.input<typeof createTokenSchema>

/** A token as the list shows it: never its secret, which no one can read back. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiScopeSchema),
  createdAt: z.string(),
  createdBy: z.string().nullable().meta({ description: 'The name of the user who created it.' }),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type ApiToken = z.infer<typeof apiTokenSchema>

/** GET /api/tokens (headmaster): the school's tokens, newest first, revoked ones included. */
export const tokenListResponseSchema = z.object({ tokens: z.array(apiTokenSchema) })
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>

/** POST /api/tokens → 201: the token, and its secret, shown this once. */
export const createdTokenResponseSchema = z.object({
  token: apiTokenSchema,
  secret: z.string().meta({ description: 'Send as `Authorization: Bearer <secret>`. Shown only in this answer.' }),
})
export type CreatedTokenResponse = z.infer<typeof createdTokenResponseSchema>

/**
 * What a district user's token may do (ADR 036's amendment): read, across every school, through the district's
 * own routes (`reports:read`: every school's figures; `attendance:read`: one school day by day). No
 * `roster:write`: a school's roster is written with that school's own token, which its headmaster gives.
 */
export const DISTRICT_API_SCOPES = ['attendance:read', 'reports:read'] as const satisfies readonly ApiScope[]
export type DistrictApiScope = (typeof DISTRICT_API_SCOPES)[number]

/** POST /api/district/tokens (district user): as a school's token, with the district's scopes only. */
export const createDistrictTokenSchema = z.object({
  name: createTokenSchema.shape.name,
  scopes: z
    .array(z.enum(DISTRICT_API_SCOPES, { message: 'tokens.districtReadOnly' }))
    .min(1, 'tokens.scopeRequired')
    .transform((s) => [...new Set(s)]),
})
export type CreateDistrictTokenRequest = z.input<typeof createDistrictTokenSchema>
// GET /api/district/tokens → TokenListResponse; POST /api/district/tokens → 201 CreatedTokenResponse;
// POST /api/district/tokens/:id/revoke → 204. The list's `createdBy` is the district user's name.

// POST /api/tokens/:id/revoke (headmaster) → 204; the token is refused (401) from then on.
