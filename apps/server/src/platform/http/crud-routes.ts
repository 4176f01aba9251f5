import type { crudEndpoints } from '@scm/contracts'
import type { FastifyInstance } from 'fastify'
import type { Platform, RequestContext } from './context.ts'
import { type Handler, route } from './route.ts'

// biome-ignore lint/suspicious/noExplicitAny: any crudEndpoints() result
type CrudEndpoints = ReturnType<typeof crudEndpoints<any, any, any, any>>
type Input<E extends CrudEndpoints[keyof CrudEndpoints]> = Parameters<Handler<E>>[0]
type Output<E extends CrudEndpoints[keyof CrudEndpoints]> = ReturnType<Handler<E>>

export interface CrudService<E extends CrudEndpoints> {
  list(ctx: RequestContext, query: Input<E['list']>['query']): Output<E['list']>
  get(ctx: RequestContext, id: string): Output<E['get']>
  create(ctx: RequestContext, body: Input<E['create']>['body']): Output<E['create']>
  update(ctx: RequestContext, id: string, body: Input<E['update']>['body']): Output<E['update']>
  remove(ctx: RequestContext, id: string): Output<E['remove']>
}

// The five routes of a company-settings list, each one line to its service (STYLE: thin routes).
export function crudRoutes<E extends CrudEndpoints>(
  app: FastifyInstance,
  platform: Platform,
  endpoints: E,
  service: CrudService<E>,
) {
  route(app, platform, endpoints.list, ({ query }, ctx) => service.list(ctx, query))
  route(app, platform, endpoints.get, ({ params }, ctx) => service.get(ctx, params.id))
  route(app, platform, endpoints.create, ({ body }, ctx) => service.create(ctx, body))
  route(app, platform, endpoints.update, ({ params, body }, ctx) => service.update(ctx, params.id, body))
  route(app, platform, endpoints.remove, ({ params }, ctx) => service.remove(ctx, params.id))
}
