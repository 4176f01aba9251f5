import fastifyMultipart from '@fastify/multipart'
import {
  type AnyEndpoint,
  type Endpoint,
  FileContent,
  type GeneratedFile,
  hasAnyPermission,
  type Locale,
  type Permission,
  pickLocale,
  type StoredFile,
} from '@scm/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AccessClaims } from '../auth/access-token.ts'
import { enterAsPrincipal, type Principal } from '../auth/principal.ts'
import type { Tx } from '../db/database.ts'
import { inCompany } from '../db/tenant.ts'
import { forbidden, unauthenticated } from '../errors/app-error.ts'
import { receiveUpload } from '../files/receive-upload.ts'
import { sendFile } from '../files/send-file.ts'
import { allRowsAnswer, wantsAllRows } from './all-rows.ts'
import type { Platform, PublicContext, RequestContext } from './context.ts'

type Input<E> =
  E extends Endpoint<infer P, infer Q, infer B, infer _R>
    ? { params: z.output<P>; query: z.output<Q>; body: z.output<B> }
    : never
type Output<E> = E extends Endpoint<infer _P, infer _Q, infer _B, infer R> ? z.input<R> : never
type ContextFor<E extends AnyEndpoint> = E['permission'] extends 'public' ? PublicContext : RequestContext

export type Handler<E extends AnyEndpoint> = (input: Input<E>, ctx: ContextFor<E>) => Promise<Output<E>>

function publicContext(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
  tasks: Array<() => Promise<void>>,
): PublicContext {
  const secure = platform.config.publicUrl.startsWith('https://')
  return {
    platform,
    locale: request.locale,
    chosenLocale: request.localeExplicit ? request.locale : null,
    ip: request.ip,
    log: request.log,
    afterCommit: (task) => tasks.push(task),
    setCookie: (name, value, options) =>
      reply.setCookie(name, value, { ...options, httpOnly: true, sameSite: 'strict', secure }),
    clearCookie: (name, options) =>
      reply.clearCookie(name, { ...options, httpOnly: true, sameSite: 'strict', secure }),
    cookie: (name) => request.cookies[name],
    bearer: () => {
      const header = request.headers.authorization
      return header?.startsWith('Bearer ') ? header.slice(7) : undefined
    },
  }
}

async function runAfterCommit(tasks: Array<() => Promise<void>>, request: FastifyRequest) {
  for (const task of tasks) {
    try {
      await task()
    } catch (error) {
      request.log.error({ err: error }, 'after-commit task failed')
    }
  }
}

// Registers one contract endpoint: validation, sign-in, permission and the company transaction are
// handled here, so a handler only calls its service (STYLE: thin routes).
export interface RouteOptions<E extends AnyEndpoint = AnyEndpoint> {
  // Per-address limit for public endpoints that send mail or test secrets.
  rateLimit?: { max: number; timeWindow: string }
  // A JSON body larger than the server's default (an order of thousands of lines); larger is 413.
  bodyLimit?: number
  // A public upload's gate, run before a byte is read: it checks what the caller holds (a guest link)
  // and names the company the file is stored under. A public upload endpoint must have one.
  uploadOwner?: (input: Omit<Input<E>, 'body'>, ctx: PublicContext) => Promise<string>
}

export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  platform: Platform,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions<E> = {},
) {
  if (!endpoint.upload) return addRoute(app, platform, endpoint, handler, options)
  if (endpoint.permission === 'public' && !options.uploadOwner)
    throw new Error(`${endpoint.path}: a public upload needs an uploadOwner`)
  // Only upload endpoints parse multipart/form-data, a body any web page can post without a preflight.
  void app.register(async (scoped) => {
    await scoped.register(fastifyMultipart, { throwFileSizeLimit: false })
    addRoute(scoped, platform, endpoint, handler, options)
  })
}

function addRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  platform: Platform,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions<E>,
) {
  const signedIn = endpoint.permission !== 'public'
  const download = endpoint.response === FileContent
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // The contract travels with the route, so the route table can be read back (buildApp's endpoints).
    config: { endpoint, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // A caller without a valid token learns nothing else: 401 comes before the body is read or checked.
    ...(signedIn
      ? {
          onRequest: async (request: FastifyRequest) => {
            const header = request.headers.authorization
            const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined
            const claims = token ? await platform.tokens.verify(token) : null
            if (!claims) throw unauthenticated()
            request.accessClaims = claims
          },
        }
      : {}),
    // Input errors are raised in the handler, after sign-in and the permission check: a caller who may
    // not use the endpoint learns nothing of its schema, and messages come in the signed-in user's language.
    attachValidation: true,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1] ?? 'api'],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      // An upload's body is read by receiveUpload, not by a schema.
      ...(endpoint.body && !endpoint.upload ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      response: {
        [endpoint.status ?? 200]: download
          ? { description: 'The file', content: { 'application/octet-stream': { schema: binary } } }
          : endpoint.response,
      },
    },
    handler: async (request, reply) => {
      const tasks: Array<() => Promise<void>> = []
      const base = publicContext(platform, request, reply, tasks)
      const input = { params: request.params, query: request.query, body: request.body } as Input<E>
      let result: unknown
      if (!signedIn) {
        if (request.validationError) throw request.validationError
        result = endpoint.upload
          ? await callPublicUpload(platform, endpoint, request, base, input, handler, options.uploadOwner!)
          : await (handler as Handler<AnyEndpoint>)(input, base as never)
      } else if (wantsAllRows(endpoint, input.query)) {
        const batch = (page: number) =>
          callSignedIn(
            platform,
            endpoint,
            request,
            base,
            { ...input, query: { ...input.query, page } },
            handler as Handler<AnyEndpoint>,
          )
        const first = await batch(1)
        await runAfterCommit(tasks, request)
        reply.status(endpoint.status ?? 200).type('application/json; charset=utf-8')
        return reply.send(allRowsAnswer(endpoint, first, batch, request.log))
      } else {
        result = await callSignedIn(platform, endpoint, request, base, input, handler as Handler<AnyEndpoint>)
      }
      await runAfterCommit(tasks, request)
      if (download) return sendFile(reply, platform.files, result as StoredFile | GeneratedFile)
      reply.status(endpoint.status ?? 200)
      return result
    },
  })
}

const binary = z.string().meta({ format: 'binary' })

async function callSignedIn(
  platform: Platform,
  endpoint: AnyEndpoint,
  request: FastifyRequest,
  base: PublicContext,
  input: Input<AnyEndpoint>,
  handler: Handler<AnyEndpoint>,
) {
  const claims = request.accessClaims
  if (!claims) throw unauthenticated()
  const authorize = async (tx: Tx) => {
    const principal = await enterAsPrincipal(tx, claims)
    if (!request.localeExplicit) request.locale = principal.locale
    if (
      endpoint.permission !== 'authenticated' &&
      !hasAnyPermission(principal.permissions, endpoint.permission as Permission | readonly Permission[])
    )
      throw forbidden()
    if (request.validationError) throw request.validationError
    return principal
  }
  const context = (tx: Tx, principal: Principal): RequestContext => ({
    ...base,
    locale: request.locale,
    tx,
    principal,
    companyId: principal.companyId,
    userId: principal.userId,
  })
  if (!endpoint.upload)
    return platform.db.transaction(async (tx) => handler(input, context(tx, await authorize(tx)) as never))
  // An upload is read between two transactions: every check above comes before a byte is stored, and
  // no transaction waits on a slow client (the embedded database has one connection).
  const principal = await platform.db.transaction(authorize)
  const file = await receiveUpload(request, platform.files, endpoint.upload, principal.companyId)
  try {
    return await inCompany(platform.db, claims.companyId, (tx) =>
      handler({ ...input, body: file }, context(tx, principal) as never),
    )
  } catch (error) {
    // Nothing was committed, so the stored bytes belong to no record.
    await platform.files.delete(file.key)
    throw error
  }
}

// A public upload is read after its gate, in between the gate's and the handler's own transactions, as
// a signed-in one is read between the permission check and the handler.
async function callPublicUpload<E extends AnyEndpoint>(
  platform: Platform,
  endpoint: E,
  request: FastifyRequest,
  base: PublicContext,
  input: Input<E>,
  handler: Handler<E>,
  uploadOwner: NonNullable<RouteOptions<E>['uploadOwner']>,
) {
  const owner = await uploadOwner(input, base)
  const file = await receiveUpload(request, platform.files, endpoint.upload!, owner)
  try {
    return await handler({ ...input, body: file }, base as never)
  } catch (error) {
    await platform.files.delete(file.key)
    throw error
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: AnyEndpoint
  }
  interface FastifyRequest {
    locale: Locale
    localeExplicit: boolean
    accessClaims?: AccessClaims
  }
}

// Every request may carry ?locale= (spec §7); it is taken out of the query before validation.
export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'sv')
  app.decorateRequest('localeExplicit', false)
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown>
    if (query && typeof query === 'object' && 'locale' in query) {
      request.locale = pickLocale(query.locale)
      request.localeExplicit = true
      delete query.locale
      return
    }
    const accepted = request.headers['accept-language']?.slice(0, 2)
    request.locale = pickLocale(accepted)
  })
}
