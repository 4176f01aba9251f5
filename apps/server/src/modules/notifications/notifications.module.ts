import type { ModuleManifest } from '../../platform/modules/module-manifest.ts'
import { notificationRoutes } from './notification.routes.ts'

export const notificationsModule: ModuleManifest = { name: 'notifications', routes: [notificationRoutes] }
