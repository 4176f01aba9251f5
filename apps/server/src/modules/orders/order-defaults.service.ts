import { Currency, type OrderDefaults, type OrderDefaultsQuery } from '@scm/contracts'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { addresses } from '../company-settings/address.table.ts'
import { readPlatformSettings } from '../company-settings/index.ts'
import { paymentTerms } from '../company-settings/payment-term.table.ts'
import { agreements } from '../partners/agreement.table.ts'

export type CompanyDraftDefaults = Pick<OrderDefaults, 'currency' | 'payment_term_id'>

// What every new draft of the company starts with, whoever the supplier: the company's default
// currency and payment term (platform settings, else the payment term marked default).
export async function companyDraftDefaults(tx: Tx, companyId: string): Promise<CompanyDraftDefaults> {
  const settings = await readPlatformSettings(tx, companyId)
  if (settings.default_payment_term_id)
    return { currency: settings.default_currency, payment_term_id: settings.default_payment_term_id }
  const [term] = await tx
    .select({ id: paymentTerms.id })
    .from(paymentTerms)
    .where(
      and(
        eq(paymentTerms.companyId, companyId),
        eq(paymentTerms.isDefault, true),
        eq(paymentTerms.active, true),
      ),
    )
  return { currency: settings.default_currency, payment_term_id: term?.id ?? null }
}

// Each supplier agreement's ship-from (or that of one agreement): the company's active address linked
// to it and marked "auto-populate ship-from" (the first by label when there are several).
export async function supplierShipFroms(
  tx: Tx,
  companyId: string,
  agreementId?: string,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ supplierId: addresses.supplierId, id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.companyId, companyId),
        agreementId ? eq(addresses.supplierId, agreementId) : isNotNull(addresses.supplierId),
        eq(addresses.autoPopulateShipFrom, true),
        eq(addresses.active, true),
      ),
    )
    .orderBy(asc(addresses.label), asc(addresses.id))
  const shipFroms = new Map<string, string>()
  for (const row of rows) if (!shipFroms.has(row.supplierId!)) shipFroms.set(row.supplierId!, row.id)
  return shipFroms
}

// A draft to a supplier is in the currency of its trading partner card, else the company's, and ships
// from the address linked to that card.
export async function orderDefaults(
  ctx: RequestContext,
  query: z.output<typeof OrderDefaultsQuery>,
): Promise<OrderDefaults> {
  const defaults = await companyDraftDefaults(ctx.tx, ctx.companyId)
  const none = { ...defaults, ship_from_address_id: null }
  if (!query.supplier_company_id) return none
  const [card] = await ctx.tx
    .select({ id: agreements.id, currency: agreements.currency })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, ctx.companyId),
        eq(agreements.role, 'supplier'),
        eq(agreements.counterpartyCompanyId, query.supplier_company_id),
      ),
    )
  if (!card) return none
  return {
    ...defaults,
    currency: Currency.safeParse(card.currency).data ?? defaults.currency,
    ship_from_address_id: (await supplierShipFroms(ctx.tx, ctx.companyId, card.id)).get(card.id) ?? null,
  }
}
