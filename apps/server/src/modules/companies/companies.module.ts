import type { ModuleManifest } from '../../platform/modules/module-manifest.ts'
import { companyRoutes } from './company.routes.ts'

export const companiesModule: ModuleManifest = { name: 'companies', routes: [companyRoutes] }
