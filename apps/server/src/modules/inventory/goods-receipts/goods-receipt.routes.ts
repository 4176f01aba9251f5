import { goodsReceiptEndpoints as e } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { listReceipts, receiveDelivery } from './goods-receipt.service.ts'

export const goodsReceiptRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ params }, ctx) => listReceipts(ctx, params.id))
  route(app, platform, e.receive, ({ params, body }, ctx) =>
    receiveDelivery(ctx, params.id, params.delivery_id, body),
  )
}
