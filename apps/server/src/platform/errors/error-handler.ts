import { type ErrorBody, isMessageKey, localizeIssues, pickLocale, translate } from '@scm/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isResponseSerializationError } from 'fastify-type-provider-zod'
import { securityHeaders } from '../http/security-headers.ts'
import { AppError, RequestValidationError } from './app-error.ts'

const statusCodes: Record<string, { status: number; key: Parameters<typeof translate>[1] }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.payloadTooLarge' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.malformedJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupportedMediaType' },
}

// Statuses whose plain meaning is the message, whatever the thrower called the error.
const statusMessages: Record<number, Parameters<typeof translate>[1]> = {
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
}

// One error shape for every failure (ARCHITECTURE rule 7); no stack trace leaves the server.
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body)

    if (error instanceof AppError) {
      const errors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, keys]) => [
          field,
          keys.map((key) =>
            typeof key === 'string'
              ? translate(locale, key, error.params)
              : translate(locale, key.key, key.params),
          ),
        ]),
      )
      reply.headers(error.headers)
      return send(error.statusCode, {
        message: translate(locale, error.code, error.params),
        code: error.code,
        ...(Object.keys(errors).length ? { errors } : {}),
      })
    }
    if (error instanceof RequestValidationError) {
      // A malformed id in the path is a record that does not exist, not a form mistake; a malformed
      // link token says so with its own message ("the link you clicked doesn't work"). Characters no
      // field may hold are named as such wherever they are.
      if (error.part === 'params' && error.reason === 'schema') {
        const own = error.issues.map((issue) => issue.message).find(isMessageKey)
        const key = own ?? 'errors.notFound'
        return send(404, { message: translate(locale, key), code: key })
      }
      return send(422, {
        message: translate(locale, 'errors.validation'),
        code: 'errors.validation',
        errors: localizeIssues(error.issues, locale),
      })
    }
    const known = error.code ? statusCodes[error.code] : undefined
    if (known?.status === 415 && request.routeOptions.schema?.consumes?.includes('multipart/form-data'))
      return send(415, { message: translate(locale, 'files.sendMultipart'), code: 'files.sendMultipart' })
    if (known) return send(known.status, { message: translate(locale, known.key), code: known.key })
    if (error instanceof SyntaxError && error.statusCode === 400)
      return send(400, { message: translate(locale, 'errors.malformedJson'), code: 'errors.malformedJson' })
    const byStatus = error.statusCode ? statusMessages[error.statusCode] : undefined
    if (byStatus) return send(error.statusCode!, { message: translate(locale, byStatus), code: byStatus })
    if ((error as { code?: string }).code === '23505')
      return send(409, { message: translate(locale, 'errors.conflict'), code: 'errors.conflict' })
    if (isResponseSerializationError(error))
      request.log.error({ err: error, issues: error.cause }, 'response failed its contract')
    else if (!error.statusCode || error.statusCode >= 500)
      request.log.error({ err: error }, 'unhandled error')
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    return send(status, { message: translate(locale, 'errors.generic'), code: 'errors.generic' })
  })

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: translate(request.locale, 'errors.notFound'), code: 'errors.notFound' }),
  )
}

// Fastify answers some requests before any hook runs (a URL that cannot be decoded, a path parameter
// over its length limit); they get the same shape, in the language the request asked for, and the
// headers the onRequest hook would have set.
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(securityHeaders)
  const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '')
  const locale = pickLocale(query.get('locale') ?? request.headers['accept-language']?.slice(0, 2))
  const key = error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 'errors.generic' : 'errors.badUrl'
  reply.status(400).send({ message: translate(locale, key), code: key })
}
