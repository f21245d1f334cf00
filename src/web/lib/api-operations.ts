import type { paths } from './api-paths'

/**
 * What each call of the API may send and will get back, read from the API's own description: `paths` is generated
 * by openapi-typescript from the document the server builds from its routes' declarations (api-paths.d.ts,
 * ADR 050). Types only: nothing here reaches the browser.
 */

/** The methods the web app calls with, as the description names them. */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

type OperationAt<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>

/** The paths, as the description writes them (`/api/students/{id}`), that answer this method. */
export type PathFor<M extends Method> = { [P in keyof paths]: [OperationAt<P, M>] extends [never] ? never : P }[keyof paths]

/** The description's operation for a method at a path. */
export type Operation<M extends Method, P extends PathFor<M>> = OperationAt<P, M>

type ParametersOf<O> = O extends { parameters: infer X } ? X : never
type PathParameters<O> = NonNullable<ParametersOf<O> extends { path?: infer X } ? X : never>
type QueryParameters<O> = NonNullable<ParametersOf<O> extends { query?: infer X } ? X : never>
/** A query is required when it has a required parameter (the roll's `classId`). */
type QueryRequired<O> = ParametersOf<O> extends { query: object } ? true : false
type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never

/** `{ key: V }`, `{ key?: V }`, or, where the operation has none, `{ key?: never }`. */
type Slot<K extends string, V, Required extends boolean> = [V] extends [never]
  ? { [_ in K]?: never }
  : Required extends true
    ? { [_ in K]: V }
    : { [_ in K]?: V }

/** The parts of a request the description shapes: its path's parameters, its query, its JSON body. */
export type RequestParts<O> = Slot<'path', PathParameters<O>, true> & Slot<'query', QueryParameters<O>, QueryRequired<O>> & Slot<'body', JsonBody<O>, true>

/** The media types a route reads a file body in (an upload), as the description lists them. */
export type UploadType<O> = O extends { requestBody: { content: infer C } } ? Exclude<keyof C, 'application/json'> & string : never

/** The success's JSON body (200 or 201), or void where the route answers 204 without one. */
export type Answer<O> = O extends { responses: infer R }
  ? R extends { 200: infer S } ? JsonOf<S> : R extends { 201: infer S } ? JsonOf<S> : void
  : never
type JsonOf<S> = S extends { content: { 'application/json': infer B } } ? B : void

/** Rest arguments whose one object may be left out when nothing in it is required. */
export type OptionalWhenEmpty<T> = object extends T ? [options?: T] : [options: T]
