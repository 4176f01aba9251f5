import type { MessageKey, MessageParams } from '@scm/contracts'
import type { z } from 'zod'

// A field's message: a code translated with the error's params, or with its own (one per row of a file).
export type FieldError = MessageKey | { key: MessageKey; params: MessageParams }

// An error meant for the client: a status, a message code translated at the edge, optional field errors
// and response headers.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    readonly params: MessageParams = {},
    readonly fieldErrors: Record<string, FieldError[]> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code)
  }
}

export const notFound = (code: MessageKey = 'errors.notFound') => new AppError(404, code)
export const forbidden = (code: MessageKey = 'errors.forbidden') => new AppError(403, code)
export const unauthenticated = (code: MessageKey = 'errors.unauthenticated') => new AppError(401, code)
export const conflict = (code: MessageKey = 'errors.conflict', params?: MessageParams) =>
  new AppError(409, code, params)
// Retry-After says in whole seconds when the client may try again (RFC 9110 §10.2.3).
export const tooManyRequests = (code: MessageKey, retryAfterSeconds: number, params?: MessageParams) =>
  new AppError(429, code, params, {}, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
export const invalidField = (field: string, code: MessageKey, params: MessageParams = {}) =>
  new AppError(422, 'errors.validation', params, { [field]: [code] })

// Raised by the validator compiler; the error handler turns it into a 422 in the user's language.
// `text` marks characters no field may hold, wherever they came in; `schema` a value its schema refused.
export class RequestValidationError extends Error {
  readonly statusCode = 422
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    readonly part?: string,
    readonly reason: 'schema' | 'text' = 'schema',
  ) {
    super('Request validation failed')
  }
}
