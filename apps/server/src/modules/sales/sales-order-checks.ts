import type { SalesOrderLineBody } from '@scm/contracts'
import type { z } from 'zod'
import { AppError, type FieldError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById } from '../articles/index.ts'
import { warehouseById } from '../company-settings/index.ts'
import { partnerCompanyOptions } from './sales-order.queries.ts'

type Line = z.output<typeof SalesOrderLineBody>

const refuse = (errors: Record<string, FieldError[]>) => {
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

// The customer is a company the acting company sells to; the assigned supplier one it buys from. A
// link the order already holds may stay (the partnership may have ended since).
export async function checkPartners(
  ctx: RequestContext,
  next: { customer: string; supplier?: string | null },
  current: { customer: string | null; supplier: string | null } = { customer: null, supplier: null },
) {
  const errors: Record<string, FieldError[]> = {}
  if (next.customer !== current.customer) {
    const customers = await partnerCompanyOptions(ctx.tx, 'client')
    if (!customers.some((option) => option.id === next.customer))
      errors.customer_company_id = ['sales.customerUnknown']
  }
  if (next.supplier && next.supplier !== current.supplier) {
    const suppliers = await partnerCompanyOptions(ctx.tx, 'supplier')
    if (!suppliers.some((option) => option.id === next.supplier))
      errors.assigned_supplier_company_id = ['sales.supplierUnknown']
  }
  refuse(errors)
}

// Every line names an article of the company's, not archived, and an active warehouse of its; what a
// line already held may stay.
export async function checkLines(
  ctx: RequestContext,
  lines: Line[],
  held: { articleIds: Set<string>; warehouseIds: Set<string> },
) {
  const ids = [...new Set(lines.map((line) => line.article_id))]
  const refs = new Map((await articlesById(ctx.tx, ctx.companyId, ids)).map((ref) => [ref.id, ref]))
  const warehouses = new Map<string, boolean>()
  // One after another: the request's transaction holds one connection; a few warehouses at most.
  for (const id of new Set(lines.map((line) => line.warehouse_id))) {
    const found = await warehouseById(ctx.tx, ctx.companyId, id)
    warehouses.set(id, Boolean(found && (found.active || held.warehouseIds.has(id))))
  }
  const errors: Record<string, FieldError[]> = {}
  lines.forEach((line, index) => {
    const ref = refs.get(line.article_id)
    if (!ref) errors[`lines.${index}.article_id`] = ['articles.notFoundField']
    else if (ref.status === 'archived' && !held.articleIds.has(ref.id))
      errors[`lines.${index}.article_id`] = ['articles.archivedField']
    if (!warehouses.get(line.warehouse_id)) errors[`lines.${index}.warehouse_id`] = ['sales.warehouseUnknown']
  })
  refuse(errors)
}
