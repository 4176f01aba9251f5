import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { referenceRoutes } from './reference.routes.ts'

// The references list of spec §2.1 (decision 0036): it reads the orders' and quotations' references
// through their owners and keeps no table of its own.
export const referencesModule: ModuleManifest = {
  name: 'references',
  routes: [referenceRoutes],
}
