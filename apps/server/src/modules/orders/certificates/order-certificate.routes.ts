import { orderCertificateEndpoints as e } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import {
  certificatesOfOrder,
  createCertificate,
  deleteCertificate,
  listCertificates,
  updateCertificate,
} from './order-certificate.service.ts'

export const orderCertificateRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ query }, ctx) => listCertificates(ctx, query))
  route(app, platform, e.ofOrder, ({ params }, ctx) => certificatesOfOrder(ctx, params.id))
  route(app, platform, e.create, ({ params, body }, ctx) => createCertificate(ctx, params.id, body))
  route(app, platform, e.update, ({ params, body }, ctx) =>
    updateCertificate(ctx, params.id, params.certificateId, body),
  )
  route(app, platform, e.remove, ({ params }, ctx) => deleteCertificate(ctx, params.id, params.certificateId))
}
