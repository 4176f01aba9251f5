import { masterDataKinds } from '@scm/contracts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { masterDataRoutes } from './master-data.routes.ts'
import { seedMasterData } from './master-data.seed.ts'
import { masterDataOptions } from './master-data.service.ts'

export const masterDataModule: ModuleManifest = {
  name: 'master-data',
  routes: [masterDataRoutes],
  params: Object.fromEntries(
    masterDataKinds.map((kind) => [kind, (ctx: RequestContext) => masterDataOptions(ctx, kind)]),
  ),
  seed: seedMasterData,
}
