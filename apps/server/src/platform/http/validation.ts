import type { FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { RequestValidationError } from '../errors/app-error.ts'

// Requests are validated by their contract schemas; failures carry the zod issues to the error handler,
// which answers 422 with per-field messages in the user's language. Responses pass their schema too,
// so a database row never reaches the client unfiltered.
export function registerContractValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data, { reportInput: true })
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, httpPart) }
  })
  app.setSerializerCompiler(serializerCompiler)
}
