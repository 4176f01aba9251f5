import type { ModuleManifest } from '../../platform/modules/module-manifest.ts'
import { queueLogRoutes } from './queue-log.routes.ts'

export const queueLogsModule: ModuleManifest = { name: 'queue-logs', routes: [queueLogRoutes] }
