import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { RequestValidationError } from '../errors/app-error.ts'
import { unsafeTextIssues } from './unsafe-text.ts'

// Requests are validated by their contract schemas; failures carry the zod issues to the error handler,
// which answers 422 with per-field messages in the user's language. Responses pass their schema too,
// so a database row never reaches the client unfiltered. Text no field may hold is refused here, once
// for every route, before its schema runs.
const validateByContract: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const unsafe = unsafeTextIssues(data)
    if (unsafe.length > 0) return { error: new RequestValidationError(unsafe, httpPart, 'text') }
    const result = schema.safeParse(data, { reportInput: true })
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, httpPart) }
  }

// Given as the server's compilers rather than set after it is made, so that Fastify never loads its
// own JSON-schema ones (Ajv and fast-json-stringify: a tenth of the start). Fastify types these
// factories for Ajv-style compilers only; at run time a factory may return any route compiler, the
// same ones setValidatorCompiler and setSerializerCompiler take.
export const contractCompilers = {
  compilersFactory: {
    buildValidator: () => validateByContract,
    buildSerializer: () => serializerCompiler,
  },
} as unknown as FastifyServerOptions['schemaController']
