import type { ErrorCode } from '#shared/contracts/error-codes'
import type { ErrorResponse } from '#shared/contracts/errors'

/**
 * What a failure's `code` can be: one the server answers (#shared/contracts/error-codes, the list every route's
 * declaration draws on), `network` when it could not be reached, or `http_<status>` for an answer without a body.
 * Typed, so that comparing with a code the server never sends is a type error.
 */
export type ClientErrorCode = ErrorCode | 'network' | `http_${number}`

/** Any non-2xx answer (status 0 when the server could not be reached). */
export class ApiError extends Error {
  readonly status: number
  readonly body: ErrorResponse
  /** The whole answer, for errors that carry more than ErrorResponse (an import's preview). */
  readonly payload: unknown

  constructor(status: number, body: ErrorResponse, payload?: unknown) {
    super(body.error)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.payload = payload
  }

  get code(): ClientErrorCode {
    return this.body.code as ClientErrorCode
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
  /** Gives up when it aborts (a timeout): answered like an unreachable server, status 0. */
  signal?: AbortSignal
}

/**
 * The one way the web app talks to the server: same-origin relative URLs,
 * the session cookie, JSON in and out, a typed ApiError for every failure.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, expectUnauthorized = false, signal } = request
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch {
    throw new ApiError(0, { error: 'Network error', code: 'network' })
  }

  if (response.status === 204) return undefined as T
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload as T
  throw failure(response.status, response.statusText, payload, expectUnauthorized)
}

function failure(status: number, statusText: string, payload: unknown, expectUnauthorized = false): ApiError {
  const errorBody = isErrorResponse(payload) ? payload : { error: statusText || 'Request failed', code: `http_${status}` }
  if (status === 401 && !expectUnauthorized) onUnauthorized()
  return new ApiError(status, errorBody, payload)
}

export interface UploadRequest {
  /** POST unless the route puts the file in its place (an absence request's attachment). */
  method?: 'POST' | 'PUT'
  /** Sent as it is (a File from an <input type="file">). */
  body: Blob
  contentType: string
  /** How much of the body has been sent, 0 to 1; at 1 the server is working on it. */
  onProgress?: (sent: number) => void
}

/**
 * Sends a file, reporting upload progress (fetch cannot): XMLHttpRequest, same origin, the
 * session cookie, JSON back, and the same ApiError for every failure as api().
 */
export function apiUpload<T>(path: string, { method = 'POST', body, contentType, onProgress }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, path)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.setRequestHeader('content-type', contentType)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.upload.onload = () => onProgress?.(1)
    xhr.onerror = () => reject(new ApiError(0, { error: 'Network error', code: 'network' }))
    xhr.onload = () => {
      let payload: unknown = null
      try {
        payload = JSON.parse(xhr.responseText)
      } catch {
        // not JSON: handled as an unreadable error below
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T)
      else reject(failure(xhr.status, xhr.statusText, payload))
    }
    xhr.send(body)
  })
}

/**
 * The two fields every error body has (errorResponseSchema in #shared/contracts/errors), checked
 * by hand: this client is on the sign-in page, which does not download zod.
 */
function isErrorResponse(payload: unknown): payload is ErrorResponse {
  const body = payload as Partial<Record<keyof ErrorResponse, unknown>> | null
  return typeof body === 'object' && body !== null && typeof body.error === 'string' && typeof body.code === 'string'
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}
