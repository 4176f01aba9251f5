import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { companyRoutes } from './company.routes.ts'

export const companiesModule: ModuleManifest = { name: 'companies', routes: [companyRoutes] }
