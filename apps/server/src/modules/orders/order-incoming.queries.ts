import { inboundStatuses } from '@scm/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { orderDeliveries, orderLines, orders } from './order.table.ts'

// What the acting company's open purchase orders still bring of an article to a warehouse: what the
// lines of confirmed orders not yet delivered have not had received, by their delivery's warehouse. A
// scalar subquery, so the caller's list stays one statement (decision 0026).
export const incomingQuantity = (articleId: PgColumn | SQL, warehouseId: PgColumn | SQL) =>
  sql<string>`(select coalesce(sum(greatest(${orderLines.qty} - ${orderLines.receivedQty}, 0)), 0)::text from ${orderLines}
    join ${orderDeliveries} on ${orderDeliveries.id} = ${orderLines.deliveryId}
    join ${orders} on ${orders.id} = ${orderLines.orderId}
    where ${orderLines.articleId} = ${articleId} and ${orderDeliveries.warehouseId} = ${warehouseId}
      and ${orders.companyId} = (select app_company_id())
      and ${orders.status} in (${sql.join(
        inboundStatuses.map((status) => sql`${status}`),
        sql`, `,
      )}))`
