import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { auditRoutes } from './audit.routes.ts'

export const auditsModule: ModuleManifest = { name: 'audits', routes: [auditRoutes] }
