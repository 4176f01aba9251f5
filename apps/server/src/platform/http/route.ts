import {
  type AnyEndpoint,
  type Endpoint,
  hasAnyPermission,
  type Locale,
  type Permission,
  pickLocale,
} from '@scm/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { AccessClaims } from '../auth/access-token.ts'
import { loadPrincipal } from '../auth/principal.ts'
import { inCompany } from '../db/tenant.ts'
import { forbidden, unauthenticated } from '../errors/app-error.ts'
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
export interface RouteOptions {
  // Per-address limit for public endpoints that send mail or test secrets.
  rateLimit?: { max: number; timeWindow: string }
}

export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  platform: Platform,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
) {
  const signedIn = endpoint.permission !== 'public'
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
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
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response },
    },
    handler: async (request, reply) => {
      const tasks: Array<() => Promise<void>> = []
      const base = publicContext(platform, request, reply, tasks)
      const input = { params: request.params, query: request.query, body: request.body } as Input<E>
      let result: unknown
      if (!signedIn) {
        if (request.validationError) throw request.validationError
        result = await (handler as Handler<AnyEndpoint>)(input, base as never)
      } else {
        const claims = request.accessClaims
        if (!claims) throw unauthenticated()
        result = await inCompany(platform.db, claims.companyId, async (tx) => {
          const principal = await loadPrincipal(tx, claims)
          if (!request.localeExplicit) request.locale = principal.locale
          if (
            endpoint.permission !== 'authenticated' &&
            !hasAnyPermission(
              principal.permissions,
              endpoint.permission as Permission | readonly Permission[],
            )
          )
            throw forbidden()
          if (request.validationError) throw request.validationError
          const ctx: RequestContext = {
            ...base,
            locale: request.locale,
            tx,
            principal,
            companyId: principal.companyId,
            userId: principal.userId,
          }
          return (handler as Handler<AnyEndpoint>)(input, ctx as never)
        })
      }
      await runAfterCommit(tasks, request)
      reply.status(endpoint.status ?? 200)
      return result
    },
  })
}

declare module 'fastify' {
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
