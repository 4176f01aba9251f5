import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { authRoutes } from './auth.routes.ts'

export const authModule: ModuleManifest = { name: 'auth', routes: [authRoutes] }
