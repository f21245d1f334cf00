import type { Access } from '../security/access'

/** The error statuses a route may declare. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 417 | 422 | 423 | 429 | 503
/** A route's own error answers: each status with the codes (`ErrorResponse.code`) it comes with. */
export type ErrorStatuses = Partial<Record<ErrorStatus, readonly string[]>>

/** What a route's declaration says about the answers it can give (route.ts). */
export interface Answering {
  method: string
  access: Access
  params?: unknown
  query?: unknown
  body?: unknown
  upload?: unknown
  status?: number
  errors?: ErrorStatuses
  fastify?: { config?: { withoutSchool?: boolean } }
}

export interface StatusAnswer {
  /** What the status means on this route, for the description. */
  description: string
  /** The codes it comes with. */
  codes: readonly string[]
}

/** What the framework answers to a body it cannot read (plugins/error-handler.ts, plugins/utf8-json.ts). */
const UNREADABLE_BODY = [
  'body_not_utf8', 'fst_err_ctp_invalid_json_body', 'fst_err_ctp_empty_json_body', 'fst_err_ctp_invalid_content_length', 'econnreset', 'bad_request',
]
/** The methods whose body Fastify reads, whether or not the route wants one. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Every error a route can answer, by status: those every route of its kind may (a request naming no host or
 * school, input that is not valid, a body that cannot be read, no session or a token not valid here, a role
 * without access, a row that is not there), then the route's own (`errors`). The one home of this list: the
 * OpenAPI description lists it, and in tests an answer outside it is refused (status-contract.ts).
 */
export function errorAnswers(route: Answering): Map<number, StatusAnswer> {
  const answers = new Map<number, StatusAnswer>()
  const add = (status: number, description: string, codes: readonly string[]) => {
    const known = answers.get(status)
    answers.set(status, known ? { description: known.description, codes: [...new Set([...known.codes, ...codes])] } : { description, codes })
  }
  const reads = Boolean(route.params || route.query || route.body || route.upload)
  const sends = WITH_BODY.has(route.method)
  const school = !route.fastify?.config?.withoutSchool && route.access.kind !== 'district'
  const signedIn = route.access.kind !== 'public'
  add(400, 'The request is not valid: `error` says why, `fields` names each field.', [
    'host_required',
    ...(reads ? ['validation_failed'] : []),
    ...(sends ? UNREADABLE_BODY : []),
    ...(school ? ['school_required'] : []),
  ])
  // A bearer token is read on every route: one that opens nothing is a 401, one of another kind or scope a 403.
  add(401, signedIn ? 'Not signed in, the session has ended, or the token is not valid.' : 'A token was sent that is not valid.', [
    ...(signedIn ? ['unauthenticated'] : []),
    'invalid_token',
  ])
  add(403, signedIn ? 'Signed in, but not allowed.' : 'Refused as sent.', [
    ...(signedIn ? ['forbidden'] : []),
    'token_not_accepted',
    ...(sends ? ['csrf_refused'] : []),
    ...(signedIn && !route.access.beforeNewPassword ? ['password_change_required'] : []),
    ...(route.access.scope ? ['token_scope_missing'] : []),
  ])
  if (route.params || school) add(404, 'No such row in this school, or no school at this address.', [...(route.params ? ['not_found'] : []), ...(school ? ['no_school_here'] : [])])
  if (sends) {
    add(413, 'The body is larger than the route reads.', ['fst_err_ctp_body_too_large'])
    add(415, 'The body is of a type the route does not read.', ['fst_err_ctp_invalid_media_type'])
  }
  add(417, 'The request asks for an `Expect` the server does not meet.', ['expectation_failed'])
  for (const [status, codes] of Object.entries(route.errors ?? {})) add(Number(status), 'Refused: `code` says why.', codes)
  return answers
}

/** Whether the route's declaration lists this answer: its success, or an error status with its code. */
export function declares(route: Answering, status: number, code: string | undefined): boolean {
  if (status < 400) return status === (route.status ?? 200) || status === 304
  if (status >= 500) return true
  const answer = errorAnswers(route).get(status)
  return answer !== undefined && (code === undefined || answer.codes.includes(code))
}
