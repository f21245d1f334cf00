import { ERROR_CODES, type ErrorCode } from '#shared/contracts/error-codes'
import { errorResponseSchema } from '#shared/contracts/errors'
import { ROLES } from '#shared/roles'
import { z, ZodObject } from 'zod'
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi'
import type { RouteEntry } from '../plugins/route-table'
import { type Access, allows, describeAccess } from '../security/access'
import { SESSION_COOKIE } from '../security/session-cookie'
import { DISTRICT_COOKIE } from '../modules/district'
import { errorAnswers, type ErrorStatuses } from './declared-statuses'
import { type OperationDoc, TAGS } from './operation'
import { queryParameters } from './query-parameters'

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `/api/students/:id` → `/api/students/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}')

/** `GET /api/students/:id/photo` → `get-students-id-photo`: stable, readable, unique per route. */
const operationId = (op: OperationDoc) =>
  [op.method.toLowerCase(), ...op.url.replace(/^\/api\//, '').split('/').map((s) => s.replace(/^:/, ''))].join('-')

function accessIn(access: Access, op: OperationDoc): string {
  const who = access.kind === 'public' ? 'Anyone, signed in or not.' : `Who may call it: ${describeAccess(access)}.`
  const firstPassword = access.kind !== 'public' && access.beforeNewPassword ? ' Also before a one-time password has been replaced.' : ''
  const csrf = CHANGES.has(op.method) ? ' A browser must send it from the app’s own origin (Sec-Fetch-Site / Origin are checked).' : ''
  return `${who}${firstPassword}${csrf}`
}

function responsesOf(op: OperationDoc & { errors?: ErrorStatuses }, access: Access): ZodOpenApiResponsesObject {
  const status = String(op.status ?? 200)
  const success = op.events
    ? { description: 'A stream of server-sent events; each `data` is JSON of this shape.', content: { 'text/event-stream': { schema: op.events } } }
    : op.file
      ? { description: 'The file.', content: Object.fromEntries(op.file.map((type) => [type, { schema: { type: 'string' as const, contentMediaType: type } }])) }
      : op.response && status !== '204'
        ? { description: 'Done.', content: { 'application/json': { schema: op.response } } }
        : { description: 'Done; no body.' }
  const errors = [...errorAnswers({ ...op, access }).entries()].sort(([a], [b]) => a - b)
  // Each status's body names the codes it comes with, so a generated client knows them.
  const bodyOf = (codes: readonly string[]) => errorResponseSchema.extend({ code: z.enum(codes as [string, ...string[]]) })
  return {
    [status]: success,
    ...Object.fromEntries(errors.map(([code, answer]) => [
      String(code),
      { description: describeAnswer(answer.description, answer.codes), content: { 'application/json': { schema: bodyOf(answer.codes) } } },
    ])),
  }
}

/** A status's meaning, then each code it comes with and what that code says (#shared/contracts/error-codes). */
function describeAnswer(description: string, codes: readonly string[]): string {
  const lines = codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code as ErrorCode] ?? ''}`)
  return [description, '', ...lines].join('\n')
}

/** A session always; a bearer token too where the route declares a scope (OpenAPI 3.1 lists scopes for any scheme). */
function securityOf(access: Access): Record<string, string[]>[] {
  if (access.kind === 'public') return []
  if (access.kind === 'district') return access.scope ? [{ districtCookie: [] }, { districtBearer: [access.scope] }] : [{ districtCookie: [] }]
  return access.scope ? [{ sessionCookie: [] }, { bearerAuth: [access.scope] }] : [{ sessionCookie: [] }]
}

function operationOf(op: OperationDoc, access: Access): ZodOpenApiOperationObject {
  const upload = op.upload
  const objectQuery = op.query instanceof ZodObject ? op.query : undefined
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
    description: `${op.description}\n\n${accessIn(access, op)}`,
    security: securityOf(access),
    'x-access': describeAccess(access),
    'x-roles': ROLES.filter((role) => allows(access, role)),
    ...(op.params || objectQuery ? { requestParams: { ...(op.params ? { path: op.params } : {}), ...(objectQuery ? { query: objectQuery } : {}) } } : {}),
    ...(op.query && !objectQuery ? { parameters: queryParameters(op.query) } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    ...(upload ? {
      requestBody: {
        required: true,
        description: upload.description,
        content: Object.fromEntries(upload.types.map((type) => [type, { schema: { type: 'string' as const, contentMediaType: type } }])),
      },
    } : {}),
    responses: responsesOf(op, access),
  }
}

/**
 * The OpenAPI 3.1 document, generated from the routes' declarations (route.ts, ADR 048) as the app's route table
 * holds them: their shared zod contracts (zod-openapi, ADR 031), their access and every answer they declare.
 * A route the app serves is described only if it was declared; openapi.test.ts checks that every /api route was.
 */
export function buildOpenApiDocument(routes: readonly RouteEntry[], version = '1') {
  const accessOf = new Map(routes.map((r) => [`${r.method} ${r.url}`, r.access]))
  const operations = routes.flatMap((r) => (r.declared ? [r.declared] : []))
  const paths: ZodOpenApiPathsObject = {}
  for (const op of operations) {
    const path = (paths[openApiPath(op.url)] ??= {})
    path[op.method.toLowerCase() as 'get'] = operationOf(op, accessOf.get(`${op.method} ${op.url}`)!)
  }
  return createDocument({
    openapi: '3.1.1',
    info: {
      title: 'Rollcall API',
      version,
      description:
        'School attendance. Every route below is what the server registers; its shapes come from the same zod contracts '
        + 'the server validates with. Errors share one body: `error` (a sentence in the reader’s language), `code` (stable), '
        + '`fields` (per field). Signed-in calls carry the session cookie set by `POST /api/auth/login`. Other systems send '
        + 'an API token a headmaster created (`Authorization: Bearer <token>`, `bearerAuth`), accepted only by the routes '
        + 'whose security names one of the token’s scopes, at the token’s own school; 401 `invalid_token`, 403 `token_scope_missing`.',
    },
    // Relative: the document describes the server that serves it, wherever it is deployed.
    servers: [{ url: '/', description: 'The server this document came from.' }],
    tags: Object.entries(TAGS).map(([name, { title, description }]) => ({ name, description, 'x-displayName': title })),
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session set by signing in (HttpOnly).' },
        districtCookie: { type: 'apiKey', in: 'cookie', name: DISTRICT_COOKIE, description: 'A district user’s session, set by POST /api/district/login (HttpOnly); it opens no school.' },
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token a headmaster created (POST /api/tokens), with scopes: attendance:read, reports:read, roster:write.' },
        districtBearer: { type: 'http', scheme: 'bearer', description: 'A district user’s API token (POST /api/district/tokens, `rollcall_district_…`), read-only, with scopes attendance:read and reports:read; accepted only by the district’s routes that name its scope.' },
      },
    },
    paths,
  })
}
