import type { MessageKey } from '@scm/contracts'
import { asc, eq } from 'drizzle-orm'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById, assertArticlesOrderable } from '../articles/index.ts'
import { assertSupplierOrderable } from '../partners/index.ts'
import { orderDeliveries, orderLines } from './order.table.ts'
import type { OrderRow } from './order-access.ts'

// What a draft may still lack is checked when it goes out (spec §2.10: drafts save at every step): at
// least one delivery, each with an ETD and at least one article; and the supplier and articles must
// still be orderable, since either may have been blocked or archived since the draft was saved. Paths
// are those of the saved draft, so the wizard can point at the field.
export async function assertSendable(ctx: RequestContext, order: OrderRow) {
  const deliveries = await ctx.tx
    .select({ id: orderDeliveries.id, position: orderDeliveries.position, etd: orderDeliveries.etd })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, order.id))
    .orderBy(asc(orderDeliveries.position))
  const lines = await ctx.tx
    .select({
      deliveryId: orderLines.deliveryId,
      position: orderLines.position,
      articleId: orderLines.articleId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
  const articles = await articlesById(ctx.tx, order.companyId, [
    ...new Set(lines.map((line) => line.articleId)),
  ])
  const archivedIds = new Set(articles.filter((article) => article.status === 'archived').map((a) => a.id))
  const errors: Record<string, MessageKey[]> = {}
  if (deliveries.length === 0) errors.deliveries = ['orders.noDeliveries']
  for (const delivery of deliveries) {
    const at = `deliveries.${delivery.position - 1}`
    if (!lines.some((line) => line.deliveryId === delivery.id)) errors[`${at}.lines`] = ['orders.noLines']
    if (!delivery.etd) errors[`${at}.etd`] = ['validation.required']
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  await assertSupplierOrderable(ctx, order.supplierCompanyId, 'supplier_company_id')
  const archived = lines.find((line) => archivedIds.has(line.articleId))
  if (archived) {
    const delivery = deliveries.find((d) => d.id === archived.deliveryId)!
    const path = `deliveries.${delivery.position - 1}.lines.${archived.position - 1}.article_id`
    await assertArticlesOrderable(ctx, [archived.articleId], path)
  }
}
