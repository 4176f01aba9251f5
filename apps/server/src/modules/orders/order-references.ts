import type { MasterDataKind, MessageKey, Order } from '@scm/contracts'
import { AppError, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { articlesById, assertArticlesOrderable } from '../articles/index.ts'
import { assertTags, type NamedRow, settingsRowsById } from '../company-settings/index.ts'
import { masterDataItemsById } from '../master-data/index.ts'
import { assertSupplierOrderable } from '../partners/index.ts'
import { type OrderValues, orderValues } from './order-fields.ts'
import { findCompanyUsers, findPartnerCompanyName } from './order-reference.queries.ts'

type Kind = MasterDataKind | 'payment-term' | 'address' | 'warehouse' | 'contact' | 'vat' | 'user'
type Ref = { kind: Kind; id: string | null; path: string }

export interface OrderReferences {
  supplierName: string
  // Names of every referenced record by id (ids are unique across tables), copied onto the order rows.
  names: Map<string, string>
  articles: Map<
    string,
    { code: string; name: string; supplierArticleId: string | null; supplierCompanyId: string | null }
  >
}

function referencesOf(body: OrderValues, scope: 'all' | 'internal'): Ref[] {
  const refs: Ref[] = [
    { kind: 'internal-order-statuses', id: body.internal_status_id, path: 'internal_status_id' },
    ...body.assignee_ids.map((id, i): Ref => ({ kind: 'user', id, path: `assignee_ids.${i}` })),
  ]
  if (scope === 'internal') return refs
  refs.push(
    { kind: 'payment-term', id: body.payment_term_id, path: 'payment_term_id' },
    { kind: 'address', id: body.ship_from_address_id, path: 'ship_from_address_id' },
    { kind: 'address', id: body.ship_to_address_id, path: 'ship_to_address_id' },
    { kind: 'freight-modes', id: body.freight_mode_id, path: 'freight_mode_id' },
  )
  body.deliveries.forEach((d, i) => {
    const at = `deliveries.${i}`
    refs.push(
      { kind: 'warehouse', id: d.warehouse_id, path: `${at}.warehouse_id` },
      { kind: 'seasons', id: d.season_id, path: `${at}.season_id` },
      { kind: 'delivery-drop-codes', id: d.delivery_drop_code_id, path: `${at}.delivery_drop_code_id` },
      { kind: 'contact', id: d.contact_id, path: `${at}.contact_id` },
      { kind: 'address', id: d.ship_to_address_id, path: `${at}.ship_to_address_id` },
      { kind: 'freight-modes', id: d.freight_mode_id, path: `${at}.freight_mode_id` },
      { kind: 'forwarders', id: d.forwarder_id, path: `${at}.forwarder_id` },
      ...d.lines.map((line, j): Ref => ({ kind: 'vat', id: line.vat_id, path: `${at}.lines.${j}.vat_id` })),
    )
  })
  return refs
}

function lookup(ctx: RequestContext, kind: Kind, ids: string[]): Promise<NamedRow[]> {
  if (kind === 'user') return findCompanyUsers(ctx.tx, ctx.companyId, ids)
  if (
    kind === 'payment-term' ||
    kind === 'address' ||
    kind === 'warehouse' ||
    kind === 'contact' ||
    kind === 'vat'
  )
    return settingsRowsById(ctx.tx, ctx.companyId, kind, ids)
  return masterDataItemsById(ctx.tx, ctx.companyId, ids, kind)
}

// Each link names an active record of the buyer's own (one query per kind); a link the order already
// had is kept even if its record has been deactivated since. Every bad link is reported on its path.
async function checkLinks(ctx: RequestContext, refs: Ref[], kept: Set<string>, names: Map<string, string>) {
  const errors: Record<string, MessageKey[]> = {}
  const kinds = [...new Set(refs.filter((ref) => ref.id).map((ref) => ref.kind))]
  const byKind = new Map<Ref['kind'], Map<string, Awaited<ReturnType<typeof lookup>>[number]>>()
  for (const kind of kinds) {
    const ids = [...new Set(refs.filter((r) => r.kind === kind && r.id).map((r) => r.id!))]
    byKind.set(kind, new Map((await lookup(ctx, kind, ids)).map((row) => [row.id, row])))
  }
  for (const ref of refs) {
    if (!ref.id) continue
    const row = byKind.get(ref.kind)?.get(ref.id)
    if (row && (row.active || kept.has(ref.id))) names.set(row.id, row.name)
    else errors[ref.path] = ['masterData.unavailable']
  }
  return errors
}

async function checkArticles(ctx: RequestContext, body: OrderValues, refs: OrderReferences) {
  const ids = [...new Set(body.deliveries.flatMap((d) => d.lines.map((line) => line.article_id)))]
  const found = await articlesById(ctx.tx, ctx.companyId, ids)
  for (const row of found) refs.articles.set(row.id, row)
  const byId = new Map(found.map((row) => [row.id, row]))
  const errors: Record<string, MessageKey[]> = {}
  const archived: Array<{ id: string; path: string }> = []
  body.deliveries.forEach((d, i) => {
    d.lines.forEach((line, j) => {
      const path = `deliveries.${i}.lines.${j}.article_id`
      const row = byId.get(line.article_id)
      if (!row) errors[path] = ['articles.notFoundField']
      else if (row.status === 'archived') archived.push({ id: row.id, path })
    })
  })
  return { errors, archived }
}

async function supplierName(ctx: RequestContext, body: OrderValues) {
  const field = 'supplier_company_id'
  const found = await assertSupplierOrderable(ctx, body.supplier_company_id, field)
  if (!found.row.counterpartyCompanyId) throw invalidField(field, 'orders.supplierNotOnPlatform')
  if (found.row.counterpartyCompanyId !== body.supplier_company_id)
    throw invalidField(field, 'validation.oneOf')
  return (await findPartnerCompanyName(ctx.tx, body.supplier_company_id)) ?? found.row.name
}

// Every check a save makes on the records an order names, with the names to copy onto its rows. A sent
// order checks only its internal links (the rest cannot change). Archived articles are refused by name.
export async function checkOrderReferences(
  ctx: RequestContext,
  body: OrderValues,
  current: Order | null,
  scope: 'all' | 'internal' = 'all',
): Promise<OrderReferences> {
  const kept = new Set(current ? referencesOf(orderValues(current), scope).map((ref) => ref.id!) : [])
  const refs: OrderReferences = {
    supplierName: current?.supplier_name ?? '',
    names: new Map(),
    articles: new Map(),
  }
  if (scope === 'all') refs.supplierName = await supplierName(ctx, body)
  const linkErrors = await checkLinks(ctx, referencesOf(body, scope), kept, refs.names)
  const articleCheck = scope === 'all' ? await checkArticles(ctx, body, refs) : { errors: {}, archived: [] }
  const errors = { ...linkErrors, ...articleCheck.errors }
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
  const [first] = articleCheck.archived
  if (first) await assertArticlesOrderable(ctx, [first.id], first.path)
  await assertTags(
    ctx,
    body.tag_ids,
    'order',
    'tag_ids',
    current?.tags.map((tag) => tag.id),
  )
  for (const row of await settingsRowsById(ctx.tx, ctx.companyId, 'tag', body.tag_ids))
    refs.names.set(row.id, row.name)
  return refs
}
