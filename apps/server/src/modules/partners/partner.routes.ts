import {
  clientEndpoints,
  clientInviteEndpoints,
  type PartnerRole,
  receivedInviteEndpoints,
  supplierAnalysisEndpoints,
  supplierEndpoints,
  supplierInviteEndpoints,
} from '@scm/contracts'
import { route } from '../../platform/http/route.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import {
  createExternalPartner,
  getAgreement,
  listAgreements,
  unblockAgreement,
  updateAgreement,
} from './agreement.service.ts'
import {
  createPartnerInvite,
  listPartnerInvites,
  resendPartnerInvite,
  revokePartnerInvite,
} from './partner-invite.service.ts'
import {
  acceptReceivedInvite,
  declineReceivedInvite,
  listReceivedInvites,
} from './received-invite.service.ts'
import { analyzeSuppliers } from './supplier-analysis.service.ts'
import { supplierAttachmentRoutes } from './supplier-attachment.routes.ts'
import { supplierBlockRoutes } from './supplier-block.routes.ts'
import { supplierCriterionRoutes } from './supplier-criterion.routes.ts'

const sides = [
  { role: 'supplier' as PartnerRole, endpoints: supplierEndpoints, invites: supplierInviteEndpoints },
  { role: 'client' as PartnerRole, endpoints: clientEndpoints, invites: clientInviteEndpoints },
]

export const partnerRoutes: ModuleRoutes = (app, platform) => {
  // Before /suppliers/:id, which would otherwise read "analyze" as an id.
  route(app, platform, supplierAnalysisEndpoints.analyze, ({ query }, ctx) =>
    analyzeSuppliers(ctx, query.ids),
  )
  for (const { role, endpoints, invites } of sides) {
    route(app, platform, invites.list, ({ query }, ctx) => listPartnerInvites(ctx, role, query))
    route(app, platform, invites.create, ({ body }, ctx) => createPartnerInvite(ctx, role, body))
    route(app, platform, invites.resend, ({ params }, ctx) => resendPartnerInvite(ctx, role, params.id))
    route(app, platform, invites.revoke, ({ params }, ctx) => revokePartnerInvite(ctx, role, params.id))
    route(app, platform, endpoints.list, ({ query }, ctx) => listAgreements(ctx, role, query))
    route(app, platform, endpoints.get, ({ params }, ctx) => getAgreement(ctx, role, params.id))
    route(app, platform, endpoints.createExternal, ({ body }, ctx) => createExternalPartner(ctx, role, body))
    route(app, platform, endpoints.update, ({ params, body }, ctx) =>
      updateAgreement(ctx, role, params.id, body),
    )
    route(app, platform, endpoints.unblock, ({ params, body }, ctx) =>
      unblockAgreement(ctx, role, params.id, body),
    )
  }
  route(app, platform, receivedInviteEndpoints.list, (_, ctx) => listReceivedInvites(ctx))
  route(app, platform, receivedInviteEndpoints.accept, ({ params }, ctx) =>
    acceptReceivedInvite(ctx, params.id),
  )
  route(app, platform, receivedInviteEndpoints.decline, ({ params }, ctx) =>
    declineReceivedInvite(ctx, params.id),
  )
  supplierCriterionRoutes(app, platform)
  supplierBlockRoutes(app, platform)
  supplierAttachmentRoutes(app, platform)
}
