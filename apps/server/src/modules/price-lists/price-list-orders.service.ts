import type { PageRequest } from '../../platform/db/list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { ordersPricedByList } from '../orders/index.ts'
import { getPriceList } from './price-list.service.ts'

// The related orders tab (spec §2.10): the list must be one the caller sees, else 404; which of the
// orders it priced the caller sees is the orders module's rule.
export async function listPriceListOrders(
  ctx: RequestContext,
  listId: string,
  query: PageRequest & { search?: string },
) {
  await getPriceList(ctx, listId)
  return ordersPricedByList(ctx, listId, query)
}
