import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { notificationRoutes } from './notification.routes.ts'

export const notificationsModule: ModuleManifest = { name: 'notifications', routes: [notificationRoutes] }
