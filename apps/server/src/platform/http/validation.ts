import type { FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { RequestValidationError } from '../errors/app-error.ts'
import { unsafeTextIssues } from './unsafe-text.ts'

// Requests are validated by their contract schemas; failures carry the zod issues to the error handler,
// which answers 422 with per-field messages in the user's language. Responses pass their schema too,
// so a database row never reaches the client unfiltered. Text no field may hold is refused here, once
// for every route, before its schema runs.
export function registerContractValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => (data: unknown) => {
    const unsafe = unsafeTextIssues(data)
    if (unsafe.length > 0) return { error: new RequestValidationError(unsafe, httpPart, 'text') }
    const result = (schema as z.ZodType).safeParse(data, { reportInput: true })
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, httpPart) }
  })
  app.setSerializerCompiler(serializerCompiler)
}
