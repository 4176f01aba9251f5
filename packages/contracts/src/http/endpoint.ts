import type { z } from 'zod'
import type { Permission } from '../permissions/permission-catalogue.ts'
import type { UploadSpec } from './file.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

// 'public' needs no sign-in; 'authenticated' needs a signed-in user and no particular permission.
export type EndpointAccess = Permission | readonly Permission[] | 'public' | 'authenticated'

// An absent part of a request is undefined, not "anything".
type Absent = z.ZodType<undefined>

export interface Endpoint<
  P extends z.ZodType = Absent,
  Q extends z.ZodType = Absent,
  B extends z.ZodType = Absent,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  path: string
  // Required by the type: an endpoint cannot be declared without saying who may call it.
  permission: EndpointAccess
  summary?: string
  params?: P
  query?: Q
  body?: B
  response: R
  status?: number
  // Set on upload endpoints (see defineUploadEndpoint): the body is a multipart/form-data file.
  upload?: UploadSpec
}

export function defineEndpoint<
  P extends z.ZodType = Absent,
  Q extends z.ZodType = Absent,
  B extends z.ZodType = Absent,
  R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint
}

// biome-ignore lint/suspicious/noExplicitAny: matches an endpoint of any shape
export type AnyEndpoint = Endpoint<any, any, any, any>
export type EndpointParams<E> = E extends Endpoint<infer P, infer _Q, infer _B, infer _R> ? z.input<P> : never
export type EndpointQuery<E> = E extends Endpoint<infer _P, infer Q, infer _B, infer _R> ? z.input<Q> : never
export type EndpointBody<E> = E extends Endpoint<infer _P, infer _Q, infer B, infer _R> ? z.input<B> : never
export type EndpointResponse<E> =
  E extends Endpoint<infer _P, infer _Q, infer _B, infer R> ? z.output<R> : never

// Fills `:name` segments of an endpoint path.
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
