import type { ParamName, ParamOption } from '@scm/contracts'
import type { FastifyInstance } from 'fastify'
import type { Tx } from '../db/database.ts'
import type { FileStore } from '../files/file-store.ts'
import type { Platform, RequestContext } from '../http/context.ts'
import type { JobType } from '../jobs/job-type.ts'
import type { companies } from '../tenancy/company.table.ts'

// HTTP routes under /api, registered with platform/http/route.ts.
export type ModuleRoutes = (app: FastifyInstance, platform: Platform) => void

// Where the options of a shared list come from (GET /api/params?select_many=…, spec §7).
export type ParamSource = (ctx: RequestContext) => Promise<ParamOption[]>
export type ParamSources = Partial<Record<ParamName, ParamSource>>

type Company = typeof companies.$inferSelect
// The demo's client (Nordic) and supplier (Baltic), which every module's demo data belongs to.
export interface DemoCompanies {
  client: Company
  supplier: Company
}

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
  // Demo rows, in modules/index.ts order and one transaction, once the demo companies and users exist;
  // demo documents are written to the file store (a rolled-back seed leaves unreferenced bytes only).
  seed?: (tx: Tx, demo: DemoCompanies, files: FileStore) => Promise<void>
}
