import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { certificateExpiryJob } from './certificate-expiry.ts'
import { criterionReviewJob } from './criterion-review.ts'
import { partnerRoutes } from './partner.routes.ts'
import { partnerOptions, tradingPartnerOptions } from './partner-params.ts'
import { seedPartners } from './partners.seed.ts'
import { turnoverAlertJob } from './turnover-alert.ts'

export const partnersModule: ModuleManifest = {
  name: 'partners',
  routes: [partnerRoutes],
  jobs: (platform) => [
    certificateExpiryJob(platform) as never,
    criterionReviewJob(platform) as never,
    turnoverAlertJob(platform) as never,
  ],
  params: {
    suppliers: partnerOptions('supplier'),
    clients: partnerOptions('client'),
    'trading-partners': tradingPartnerOptions,
  },
  seed: seedPartners,
}
