import type { ErrorCode } from '#shared/contracts/error-codes'
import type { ErrorResponse } from '#shared/contracts/errors'
import type { Answer, Method, Operation, OptionalWhenEmpty, PathFor, RequestParts, UploadType } from './api-operations'
import { toSearchParams } from './search-params'

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

/** What any call may say besides its route's parts. */
export interface CallOptions {
  /** For calls where 401 is an expected answer, not an expired session. */
  expectUnauthorized?: boolean
  /** Gives up when it aborts (a timeout): answered like an unreachable server, status 0. */
  signal?: AbortSignal
}

type Call<M extends Method> = <P extends PathFor<M>>(
  path: P,
  ...[options]: OptionalWhenEmpty<RequestParts<Operation<M, P>> & CallOptions>
) => Promise<Answer<Operation<M, P>>>

/**
 * The one place an answer is taken to be of its declared type: the body is JSON the route's declaration shapes, and
 * every API test's server refuses to answer what its route does not declare (ADR 048).
 */
function call<M extends Method>(method: M): Call<M> {
  return (path, ...[options]) => request(method.toUpperCase(), path, options ?? {}) as never
}

/**
 * The one way the web app talks to the server: same-origin relative URLs, the session cookie, JSON in and out, a
 * typed ApiError for every failure. A call names its route as the API's description does, `api.get('/api/students/{id}',
 * { path: { id } })`: tsc refuses a path or a method the server does not declare, a query or body not of its shape,
 * and an answer typed as other than what the route declares (ADR 050).
 */
export const api = { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') }

/**
 * The address of a route the browser fetches itself (a download link, a preload), built as api.get builds its own:
 * path parameters encoded, then the query without its empty values.
 */
export function apiUrl<P extends PathFor<'get'>>(path: P, ...[parts]: OptionalWhenEmpty<RequestParts<Operation<'get', P>>>): string {
  return address(path, parts ?? {})
}

interface Parts {
  path?: Record<string, string>
  query?: object
  body?: unknown
}

function address(path: string, parts: Parts): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parts.path?.[name] ?? ''))
  const query = parts.query ? toSearchParams(parts.query).toString() : ''
  return query ? `${filled}?${query}` : filled
}

async function request(method: string, path: string, { body, expectUnauthorized = false, signal, ...parts }: Parts & CallOptions): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(address(path, parts), {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch {
    throw new ApiError(0, { error: 'Network error', code: 'network' })
  }

  if (response.status === 204) return undefined
  const payload: unknown = await response.json().catch(() => null)
  if (response.ok) return payload
  throw failure(response.status, response.statusText, payload, expectUnauthorized)
}

function failure(status: number, statusText: string, payload: unknown, expectUnauthorized = false): ApiError {
  const errorBody = isErrorResponse(payload) ? payload : { error: statusText || 'Request failed', code: `http_${status}` }
  if (status === 401 && !expectUnauthorized) onUnauthorized()
  return new ApiError(status, errorBody, payload)
}

type UploadPath<M extends 'post' | 'put'> = { [P in PathFor<M>]: [UploadType<Operation<M, P>>] extends [never] ? never : P }[PathFor<M>]

/** An upload's parts: its path's parameters and query as any call's, and the file. */
type UploadRequest<O> = Omit<RequestParts<O>, 'body'> & {
  /** Sent as it is (a File from an <input type="file">). */
  body: Blob
  /** One of the media types the route reads, as its description lists them, or a file's own (typeOfFile). */
  contentType: UploadType<O> | FileType
  /** How much of the body has been sent, 0 to 1; at 1 the server is working on it. */
  onProgress?: (sent: number) => void
}

type Upload<M extends 'post' | 'put'> = <P extends UploadPath<M>>(path: P, upload: UploadRequest<Operation<M, P>>) => Promise<Answer<Operation<M, P>>>

function upload<M extends 'post' | 'put'>(method: M): Upload<M> {
  return (path, upload) => send(method.toUpperCase(), path, upload as unknown as Parts & UploadFields) as never
}

declare const fileType: unique symbol
/** The media type a browser gives a chosen file, whatever it is: the server reads the type from the bytes and refuses one it does not read. */
type FileType = string & { readonly [fileType]: true }

/** A chosen file's media type as the browser names it (octet-stream when it cannot): sent as it is, for the server to judge. */
export function typeOfFile(file: File): FileType {
  return (file.type || 'application/octet-stream') as FileType
}

interface UploadFields {
  body: Blob
  contentType: string
  onProgress?: (sent: number) => void
}

/**
 * Sends a file, reporting upload progress (fetch cannot): XMLHttpRequest, same origin, the session cookie, JSON back,
 * and the same ApiError for every failure as api. POST, or PUT where the route puts the file in its place (an
 * absence request's attachment); the route is named and checked as api's are.
 */
export const apiUpload = { post: upload('post'), put: upload('put') }

function send(method: string, path: string, { body, contentType, onProgress, ...parts }: Parts & UploadFields): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, address(path, parts))
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload)
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
