import type { FastifyInstance } from 'fastify'
import { guestLinkRoutes } from '../platform/guest-links/guest-link.routes.ts'
import type { Platform } from '../platform/http/context.ts'
import { broadcastingRoutes } from '../platform/realtime/broadcasting.routes.ts'
import { accountRoutes } from './account/account.routes.ts'
import { articleRoutes } from './articles/article.routes.ts'
import { articleImportRoutes } from './articles/article-import.routes.ts'
import { boxTypeRoutes } from './articles/box-type.routes.ts'
import { auditRoutes } from './audits/audit.routes.ts'
import { authRoutes } from './auth/auth.routes.ts'
import { companyRoutes } from './companies/company.routes.ts'
import { companyListRoutes } from './company-settings/company-lists.routes.ts'
import { companySettingsRoutes } from './company-settings/settings.routes.ts'
import { demoRequestRoutes } from './landing/demo-request.routes.ts'
import { masterDataRoutes } from './master-data/master-data.routes.ts'
import { notificationRoutes } from './notifications/notification.routes.ts'
import { orderCertificateRoutes } from './orders/certificates/order-certificate.routes.ts'
import { deviationReportRoutes } from './orders/deviation-reports/deviation-report.routes.ts'
import { guestOrderRoutes } from './orders/guest/guest-order.routes.ts'
import { orderRoutes } from './orders/order.routes.ts'
import { orderAttachmentRoutes } from './orders/order-attachment.routes.ts'
import { orderViewRoutes } from './orders/views/order-view.routes.ts'
import { outboxRoutes } from './outbox/outbox.routes.ts'
import { paramRoutes } from './params/param.routes.ts'
import { partnerRoutes } from './partners/partner.routes.ts'
import { priceListRoutes } from './price-lists/price-list.routes.ts'
import { priceRuleRoutes } from './price-lists/price-rule.routes.ts'
import { projectRoutes } from './projects/project.routes.ts'
import { queueLogRoutes } from './queue-logs/queue-log.routes.ts'
import { roleRoutes } from './roles/role.routes.ts'
import { styleRoutes } from './styles/style.routes.ts'
import { userGroupRoutes } from './user-groups/user-group.routes.ts'
import { userRoutes } from './users/user.routes.ts'

export type ModuleRoutes = (app: FastifyInstance, platform: Platform) => void

// The one list of registered modules.
export const modules: ModuleRoutes[] = [
  authRoutes,
  accountRoutes,
  companyRoutes,
  userRoutes,
  roleRoutes,
  userGroupRoutes,
  outboxRoutes,
  notificationRoutes,
  queueLogRoutes,
  demoRequestRoutes,
  broadcastingRoutes,
  auditRoutes,
  masterDataRoutes,
  paramRoutes,
  companyListRoutes,
  companySettingsRoutes,
  boxTypeRoutes,
  articleRoutes,
  styleRoutes,
  partnerRoutes,
  priceListRoutes,
  priceRuleRoutes,
  projectRoutes,
  articleImportRoutes,
  orderRoutes,
  guestLinkRoutes,
  deviationReportRoutes,
  guestOrderRoutes,
  orderViewRoutes,
  orderCertificateRoutes,
  orderAttachmentRoutes,
]
