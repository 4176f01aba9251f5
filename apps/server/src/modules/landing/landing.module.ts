import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { demoRequestRoutes } from './demo-request.routes.ts'

export const landingModule: ModuleManifest = { name: 'landing', routes: [demoRequestRoutes] }
