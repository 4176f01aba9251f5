import { fileImportJob } from '../../platform/imports/file-import-job.ts'
import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { orderCertificateRoutes } from './certificates/order-certificate.routes.ts'
import { deviationReportRoutes } from './deviation-reports/deviation-report.routes.ts'
import { guestOrderRoutes } from './guest/guest-order.routes.ts'
import { orderImport } from './import/order-import.ts'
import { guestMilestoneRoutes } from './milestones/guest-milestone.routes.ts'
import { orderMilestoneRoutes } from './milestones/order-milestone.routes.ts'
import { orderRoutes } from './order.routes.ts'
import { orderAttachmentRoutes } from './order-attachment.routes.ts'
import { seedOrders } from './orders.seed.ts'
import { orderViewRoutes } from './views/order-view.routes.ts'

export const ordersModule: ModuleManifest = {
  name: 'orders',
  routes: [
    orderRoutes,
    deviationReportRoutes,
    guestOrderRoutes,
    orderViewRoutes,
    orderCertificateRoutes,
    orderAttachmentRoutes,
    orderMilestoneRoutes,
    guestMilestoneRoutes,
  ],
  jobs: (platform) => [fileImportJob(platform, orderImport) as never],
  seed: seedOrders,
}
