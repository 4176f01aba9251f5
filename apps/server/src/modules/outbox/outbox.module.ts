import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { outboxRoutes } from './outbox.routes.ts'

export const outboxModule: ModuleManifest = { name: 'outbox', routes: [outboxRoutes] }
