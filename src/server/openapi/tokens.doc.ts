import { createdTokenResponseSchema, createDistrictTokenSchema, createTokenSchema, tokenListResponseSchema } from '#shared/contracts/tokens'
import { idParams, type OperationDoc } from './operation'

export const tokensDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/tokens', tag: 'tokens',
    summary: 'The school’s API tokens',
    description: 'Every token of the school, newest first, revoked ones included: name, scopes, who created it and when, when it was last used. Never a secret.',
    response: tokenListResponseSchema,
  },
  {
    method: 'POST', url: '/api/tokens', tag: 'tokens',
    summary: 'Create an API token',
    description: 'A named token with scopes. The answer carries its secret, this once: only a keyed hash is kept. Audited.',
    body: createTokenSchema, response: createdTokenResponseSchema, status: 201,
  },
  {
    method: 'POST', url: '/api/tokens/:id/revoke', tag: 'tokens',
    summary: 'Revoke an API token',
    description: 'The token is refused (401 `invalid_token`) from the next request on; it stays in the list, marked revoked. Audited.',
    params: idParams, status: 204,
  },
  {
    method: 'GET', url: '/api/district/tokens', tag: 'district',
    summary: 'The district’s API tokens',
    description: 'Every token district users created, newest first, revoked ones included: name, scopes, who created it and when, when it was last used. Never a secret.',
    response: tokenListResponseSchema,
  },
  {
    method: 'POST', url: '/api/district/tokens', tag: 'district',
    summary: 'Create a district API token',
    description: 'A named, read-only token (`attendance:read`, `reports:read`; `roster:write` is refused with 400) for the district’s own routes across every school. The answer carries its secret, this once: only a keyed hash is kept. Audited. Every school route refuses it (403 `token_not_accepted`).',
    body: createDistrictTokenSchema, response: createdTokenResponseSchema, status: 201,
  },
  {
    method: 'POST', url: '/api/district/tokens/:id/revoke', tag: 'district',
    summary: 'Revoke a district API token',
    description: 'The token is refused (401 `invalid_token`) from the next request on; it stays in the list, marked revoked. Audited.',
    params: idParams, status: 204,
  },
]
