import { errorResponseSchema, type ErrorResponse } from '#shared/contracts/errors'

/** Any non-2xx answer (status 0 when the server could not be reached). */
export class ApiError extends Error {
  readonly status: number
  readonly body: ErrorResponse

  constructor(status: number, body: ErrorResponse) {
    super(body.error)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }

  get code(): string {
    return this.body.code
  }
}

type UnauthorizedHandler = () => void
let onUnauthorized: UnauthorizedHandler = () => {}

/** The query client registers what a 401 means for the app (back to sign-in). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  /** For calls where 401 is an expected answer, not an expired session. */
  expectUnauthorized?: boolean
}

/**
 * The one way the web app talks to the server: same-origin relative URLs,
 * the session cookie, JSON in and out, a typed ApiError for every failure.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, expectUnauthorized = false } = request
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, { error: 'Network error', code: 'network' })
  }

  if (response.status === 204) return undefined as T
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload as T

  const parsed = errorResponseSchema.safeParse(payload)
  const errorBody = parsed.success ? parsed.data : { error: response.statusText || 'Request failed', code: `http_${response.status}` }
  if (response.status === 401 && !expectUnauthorized) onUnauthorized()
  throw new ApiError(response.status, errorBody)
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}
