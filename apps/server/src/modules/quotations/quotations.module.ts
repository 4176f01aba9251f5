import type { ModuleManifest } from '../../platform/manifest/module-manifest.ts'
import { quotationContractRoutes } from './contract/quotation-contract.routes.ts'
import { quotationDeviationRoutes } from './deviation/quotation-deviation.routes.ts'
import { quotationInviteRoutes } from './invites/quotation-invite.routes.ts'
import { quotationInviteGuestRoutes } from './invites/quotation-invite-guest.routes.ts'
import { quotationRoutes } from './quotation.routes.ts'
import { deadlineReminderJob } from './quotation-deadline.ts'
import { seedQuotations } from './quotations.seed.ts'
import { quotationTemplateRoutes } from './templates/quotation-template.routes.ts'

export const quotationsModule: ModuleManifest = {
  name: 'quotations',
  routes: [
    quotationTemplateRoutes,
    quotationRoutes,
    quotationInviteRoutes,
    quotationInviteGuestRoutes,
    quotationContractRoutes,
    quotationDeviationRoutes,
  ],
  jobs: (platform) => [deadlineReminderJob(platform) as never],
  seed: seedQuotations,
}
