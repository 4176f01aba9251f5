import type { MessageKey } from '@scm/contracts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById, assertArticlesOrderable } from '../articles/index.ts'
import { assertSupplierOrderable } from '../partners/index.ts'
import type { OrderRow } from './order.queries.ts'
import { listDeliveryEtds } from './order-delivery.queries.ts'
import { listLineArticles } from './order-line.queries.ts'

// What a draft may still lack is checked when it goes out (spec §2.10: drafts save at every step): at
// least one delivery, each with an ETD and at least one article; and the supplier and articles must
// still be orderable, since either may have been blocked or archived since the draft was saved. Paths
// are those of the saved draft, so the wizard can point at the field.
export async function assertSendable(ctx: RequestContext, order: OrderRow) {
  const deliveries = await listDeliveryEtds(ctx.tx, order.id)
  const lines = await listLineArticles(ctx.tx, order.id)
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
