import type { ParamName, ParamOption } from '@scm/contracts'
import type { FastifyInstance } from 'fastify'
import type { Platform, RequestContext } from '../http/context.ts'
import type { JobType } from '../jobs/job-type.ts'

// HTTP routes under /api, registered with platform/http/route.ts.
export type ModuleRoutes = (app: FastifyInstance, platform: Platform) => void

// Where the options of a shared list come from (GET /api/params?select_many=…, spec §7).
export type ParamSource = (ctx: RequestContext) => Promise<ParamOption[]>
export type ParamSources = Partial<Record<ParamName, ParamSource>>

// All a module adds to the server, in one value: modules/index.ts lists each manifest once, and the app
// registers what they hold. Adding a module touches that list and nothing else shared.
export interface ModuleManifest {
  // The module's folder under modules/.
  name: string
  routes: ModuleRoutes[]
  // Job types the worker runs (platform/jobs), built with the platform they need.
  jobs?: (platform: Platform) => JobType<never>[]
  // The shared lists this module is the source of.
  params?: ParamSources
}
