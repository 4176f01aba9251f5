import { inventoryTransactionEndpoints as e } from '@scm/contracts'
import { route } from '../../../platform/http/route.ts'
import type { ModuleRoutes } from '../../../platform/manifest/module-manifest.ts'
import { sourceAvailability } from '../source-availability.ts'
import {
  createTransaction,
  getTransaction,
  listTransactions,
  updateTransaction,
} from './inventory-transaction.service.ts'
import { actOnTransaction } from './inventory-transaction-actions.ts'

export const inventoryTransactionRoutes: ModuleRoutes = (app, platform) => {
  route(app, platform, e.list, ({ query }, ctx) => listTransactions(ctx, query))
  route(app, platform, e.available, ({ query }, ctx) => sourceAvailability(ctx, query.warehouse_id))
  route(app, platform, e.get, ({ params }, ctx) => getTransaction(ctx, params.id))
  route(app, platform, e.create, ({ body }, ctx) => createTransaction(ctx, body))
  route(app, platform, e.update, ({ params, body }, ctx) => updateTransaction(ctx, params.id, body))
  for (const action of ['start', 'complete', 'cancel'] as const)
    route(app, platform, e[action], ({ params, body }, ctx) =>
      actOnTransaction(ctx, params.id, action, body.version),
    )
}
