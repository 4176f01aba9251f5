import type { Incoterm } from '@scm/contracts'
import type { Tx } from '../../platform/db/database.ts'
import { assertReference } from '../../platform/db/references.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { listShipFromAddresses } from './address.queries.ts'
import { listEtaRules } from './eta-rule.queries.ts'
import { listIncotermRules } from './incoterm-rule.queries.ts'
import { listRecipientFreight } from './recipient-freight.queries.ts'
import { isActiveSettingsRow, type SettingsKind } from './settings-list.queries.ts'

// Reads other modules make of a company's settings lists (docs/decisions/0026): an order links to its
// payment term, addresses, warehouses, contacts and VAT codes, checks them and copies their names; a
// project or a price list line links to one. None of them reads these tables itself; the reads are in
// this module's queries files.

// A link to a row of one list must name an active row of the acting company (platform/db/references.ts).
export const assertSettingsReference = (
  ctx: RequestContext,
  kind: SettingsKind,
  id: string | null,
  field: string,
  current: string | null = null,
) => assertReference(id, field, current, (linked) => isActiveSettingsRow(ctx.tx, ctx.companyId, kind, linked))

// Each supplier agreement's ship-from (or that of one agreement): the company's active address linked
// to it and marked "auto-populate ship-from" (the first by label when there are several).
export async function supplierShipFroms(
  tx: Tx,
  companyId: string,
  agreementId?: string,
): Promise<Map<string, string>> {
  const rows = await listShipFromAddresses(tx, companyId, agreementId)
  const shipFroms = new Map<string, string>()
  for (const row of rows) if (!shipFroms.has(row.supplierId!)) shipFroms.set(row.supplierId!, row.id)
  return shipFroms
}

// A company's ETA rules, as the shared rule picker (contracts) reads them.
export async function etaRulesOf(tx: Tx, companyId: string) {
  const rows = await listEtaRules(tx, companyId)
  return rows.map((row) => ({
    id: row.id,
    ship_from_address_id: row.shipFromAddressId,
    ship_to_address_id: row.shipToAddressId,
    ship_to_warehouse_id: row.shipToWarehouseId,
    incoterm: row.incoterm,
    freight_mode_id: row.freightModeId,
    lead_time_days: row.leadTimeDays,
    is_default: row.isDefault,
  }))
}

// A company's recipient freight rows, as proposeShipmentDates (contracts) reads them.
export async function recipientFreightOf(tx: Tx, companyId: string) {
  const rows = await listRecipientFreight(tx, companyId)
  return rows.map((row) => ({
    id: row.id,
    ship_to_address_id: row.shipToAddressId,
    ship_to_warehouse_id: row.shipToWarehouseId,
    freight_mode_id: row.freightModeId,
    lead_time_days: row.leadTimeDays,
  }))
}

// A company's incoterm rules, as pickIncotermRule (contracts) reads them.
export async function incotermRulesOf(tx: Tx, companyId: string) {
  const rows = await listIncotermRules(tx, companyId)
  return rows.map((row) => ({
    id: row.id,
    supplier_id: row.supplierId,
    ship_from_address_id: row.shipFromAddressId,
    incoterm: row.incoterm as Incoterm,
    freight_payer: row.freightPayer,
    named_place: row.namedPlace,
    is_default: row.isDefault,
  }))
}
