import type { ModuleManifest } from '../../platform/modules/module-manifest.ts'
import { auditRoutes } from './audit.routes.ts'

export const auditsModule: ModuleManifest = { name: 'audits', routes: [auditRoutes] }
