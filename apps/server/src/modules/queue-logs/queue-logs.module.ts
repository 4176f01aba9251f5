import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { queueLogRoutes } from './queue-log.routes.ts'

export const queueLogsModule: ModuleManifest = { name: 'queue-logs', routes: [queueLogRoutes] }
