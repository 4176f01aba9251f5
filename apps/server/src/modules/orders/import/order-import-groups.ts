import { Currency, OrderBody, type OrderImportColumn } from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { inTurn } from '../../../platform/db/in-turn.ts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { issueProblems } from '../../../platform/imports/import-messages.ts'
import { articleIdsByCode } from '../../articles/index.ts'
import { activeWarehouses, supplierShipFroms } from '../../company-settings/index.ts'
import { supplierCards } from '../../partners/index.ts'
import { type CompanyDraftDefaults, companyDraftDefaults } from '../order-defaults.service.ts'
import type { OrderValues } from '../order-fields.ts'
import { type OrderFileRow, type OrderRowProblem, readOrderFile } from './order-import-file.ts'

interface Supplier {
  // The supplier's company, or the agreement while the supplier is not on the platform: the order
  // service takes either, and refuses an order to a blocked, inactive or absent supplier by itself.
  id: string
  currency: string | null
  // The address linked to its card to fill in as ship-from, as the wizard does.
  shipFromAddressId: string | null
}

// What a file's names refer to, keyed in lower case: the acting company's suppliers (by organisation
// number and name), warehouses (by code and name) and articles (by code). Nothing of another company.
export interface OrderImportLookups {
  suppliers: Map<string, Supplier>
  // What a wizard draft starts with: the company's currency (for a supplier whose card names none) and
  // its default payment term.
  defaults: CompanyDraftDefaults
  warehouses: Map<string, string>
  articles: Map<string, string>
}

export async function loadOrderImportLookups(tx: Tx, companyId: string): Promise<OrderImportLookups> {
  const [defaults, shipFroms, partners, stores, items] = await inTurn(
    () => companyDraftDefaults(tx, companyId),
    () => supplierShipFroms(tx, companyId),
    () => supplierCards(tx, companyId),
    () => activeWarehouses(tx, companyId),
    () => articleIdsByCode(tx, companyId),
  )
  const suppliers = new Map<string, Supplier>()
  for (const partner of partners) {
    const supplier = {
      id: partner.companyId ?? partner.id,
      currency: partner.currency,
      shipFromAddressId: shipFroms.get(partner.id) ?? null,
    }
    suppliers.set(partner.name.toLowerCase(), supplier)
    if (partner.orgNumber) suppliers.set(partner.orgNumber.toLowerCase(), supplier)
  }
  const stock = new Map<string, string>()
  for (const store of stores) stock.set(store.code.toLowerCase(), store.id)
  // A name wins over another warehouse's equal code.
  for (const store of stores) stock.set(store.name.toLowerCase(), store.id)
  return {
    suppliers,
    defaults,
    warehouses: stock,
    articles: items,
  }
}

// One draft order of the file: the body the order form would send, and the file row behind each part
// of it, so a refusal of the order service is shown on its row and column.
export interface OrderGroup {
  reference: string
  rows: OrderFileRow[]
  // Null while the order has problems of its own: the order service is not asked.
  body: OrderValues | null
  deliveryRows: number[]
  lineRows: number[][]
  problems: OrderRowProblem[]
}

// Where a field of the order body came from in the file; the order as a whole (too many deliveries
// or lines) is its first row's `order`.
export function locate(group: OrderGroup, path: string): { row: number; column: OrderImportColumn } {
  const [top, d, part, l, field] = path.split('.')
  const first = group.rows[0]!.row
  if (top === 'supplier_company_id' || top === 'currency') return { row: first, column: 'supplier' }
  if (top !== 'deliveries' || d === undefined) return { row: first, column: 'order' }
  if (part === 'lines' && l === undefined)
    return { row: group.deliveryRows[Number(d)] ?? first, column: 'order' }
  if (part === 'lines')
    return {
      row: group.lineRows[Number(d)]?.[Number(l)] ?? first,
      column: field === 'qty' || field === 'price' ? field : 'article',
    }
  return {
    row: group.deliveryRows[Number(d)] ?? first,
    column: part === 'requested_eta' ? 'requested_eta' : 'warehouse',
  }
}

// The draft's currency: the supplier's, as on its trading partner card, else the company's default,
// as in the order wizard.
const currencyOf = (supplier: Supplier | undefined, lookups: OrderImportLookups) =>
  Currency.safeParse(supplier?.currency).data ?? lookups.defaults.currency

function groupBody(reference: string, rows: OrderFileRow[], lookups: OrderImportLookups) {
  const supplier = lookups.suppliers.get(rows[0]!.supplier.toLowerCase())
  const deliveries = new Map<string, OrderFileRow[]>()
  for (const row of rows) {
    const key = `${lookups.warehouses.get(row.warehouse.toLowerCase()) ?? ''}|${row.requested_eta}`
    const lines = deliveries.get(key)
    if (lines) lines.push(row)
    else deliveries.set(key, [row])
  }
  const parts = [...deliveries.values()]
  const parsed = OrderBody.safeParse({
    supplier_company_id: supplier?.id,
    buyer_reference: reference,
    currency: currencyOf(supplier, lookups),
    payment_term_id: lookups.defaults.payment_term_id,
    ship_from_address_id: supplier?.shipFromAddressId ?? null,
    deliveries: parts.map((lines) => ({
      warehouse_id: lookups.warehouses.get(lines[0]!.warehouse.toLowerCase()) ?? null,
      requested_eta: lines[0]!.requested_eta || null,
      lines: lines.map((line) => ({
        article_id: lookups.articles.get(line.article.toLowerCase()),
        qty: line.qty,
        price: line.price || null,
      })),
    })),
  })
  const group: OrderGroup = {
    reference,
    rows,
    body: parsed.success ? parsed.data : null,
    deliveryRows: parts.map((lines) => lines[0]!.row),
    lineRows: parts.map((lines) => lines.map((line) => line.row)),
    problems: [],
  }
  if (!parsed.success)
    group.problems.push(...issueProblems(parsed.error.issues, (path) => locate(group, path)))
  return group
}

// Each row's names looked up; rows grouped into orders by their `order` value (in file order), each
// order's rows into deliveries by warehouse and requested ETA. A row's problems go with its order.
export function groupOrders(
  rows: OrderFileRow[],
  cellProblems: OrderRowProblem[],
  lookups: OrderImportLookups,
) {
  const problemsOf = new Map<number, OrderRowProblem[]>()
  const add = (problem: OrderRowProblem) => {
    const list = problemsOf.get(problem.row)
    if (list) list.push(problem)
    else problemsOf.set(problem.row, [problem])
  }
  cellProblems.forEach(add)
  const byOrder = new Map<string, OrderFileRow[]>()
  for (const row of rows) {
    const fail = (column: OrderImportColumn, key: OrderRowProblem['key']) =>
      add({ row: row.row, column, key, params: { value: row[column] } })
    const supplier = lookups.suppliers.get(row.supplier.toLowerCase())
    if (row.supplier && !supplier) fail('supplier', 'orders.import.unknownSupplier')
    if (row.warehouse && !lookups.warehouses.has(row.warehouse.toLowerCase()))
      fail('warehouse', 'orders.import.unknownWarehouse')
    if (row.article && !row.article.includes(',') && !lookups.articles.has(row.article.toLowerCase()))
      fail('article', 'orders.import.unknownArticle')
    if (!row.order) continue
    const same = byOrder.get(row.order)
    if (!same) {
      byOrder.set(row.order, [row])
      continue
    }
    // The same supplier may be named by its organisation number on one row and its name on another.
    const firstSupplier = same[0]!.supplier.toLowerCase()
    if (
      (lookups.suppliers.get(firstSupplier)?.id ?? firstSupplier) !==
      (supplier?.id ?? row.supplier.toLowerCase())
    )
      add({
        row: row.row,
        column: 'supplier',
        key: 'orders.import.otherSupplier',
        params: { order: row.order },
      })
    same.push(row)
  }
  const grouped = new Set<number>()
  const groups = [...byOrder.entries()].map(([reference, orderRows]) => {
    const rowProblems = orderRows.flatMap((row) => {
      grouped.add(row.row)
      return problemsOf.get(row.row) ?? []
    })
    if (rowProblems.length > 0)
      return { reference, rows: orderRows, body: null, deliveryRows: [], lineRows: [], problems: rowProblems }
    return groupBody(reference, orderRows, lookups)
  })
  const ungrouped = [...problemsOf.entries()].filter(([row]) => !grouped.has(row)).flatMap(([, list]) => list)
  return { groups, ungrouped }
}

// The file's orders, grouped and looked up in the acting company.
export async function orderFileGroups(ctx: RequestContext, bytes: Uint8Array) {
  const { rows, problems } = readOrderFile(bytes)
  const lookups = await loadOrderImportLookups(ctx.tx, ctx.companyId)
  return { rows, ...groupOrders(rows, problems, lookups) }
}
