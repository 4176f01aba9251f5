import type { OrderMarginQuery } from '@scm/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { dayStart } from './view-scope.queries.ts'

type Filter = z.output<typeof OrderMarginQuery>['filter']

// The buyer's own orders only: margins are never computed for (or shown to) the supplier side.
export function marginOrders(companyId: string, filter: Filter): SQL[] {
  const f = filter ?? {}
  return [
    sql`o.company_id = ${companyId}`,
    f.status ? sql`o.status = ${f.status}` : sql`o.status not in ('cancelled', 'rejected')`,
    ...(f.partner_company_id ? [sql`o.supplier_company_id = ${f.partner_company_id}`] : []),
    ...(f.currency ? [sql`o.currency = ${f.currency}`] : []),
    ...(f.from ? [sql`o.created_at >= ${dayStart(f.from)}`] : []),
    ...(f.to ? [sql`o.created_at < ${dayStart(f.to, 1)}`] : []),
  ]
}

// What is paid for a line after the order's discount, in the order's currency.
export const netLineValue = sql`l.qty * l.price * (1 - o.discount_percent / 100)`

// Margin over sales value in per cent, or null without sales.
export const marginPercent = (margin: SQL, sales: SQL) =>
  sql`case when ${sales} > 0 then round(${margin} / ${sales} * 100, 2)::text end`
