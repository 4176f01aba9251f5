import { Currency, type OrderDefaults, type OrderDefaultsQuery } from '@scm/contracts'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { defaultPaymentTerm, readPlatformSettings, supplierShipFroms } from '../company-settings/index.ts'
import { supplierCards } from '../partners/index.ts'

export type CompanyDraftDefaults = Pick<OrderDefaults, 'currency' | 'payment_term_id'>

// What every new draft of the company starts with, whoever the supplier: the company's default
// currency and payment term (platform settings, else the payment term marked default).
export async function companyDraftDefaults(tx: Tx, companyId: string): Promise<CompanyDraftDefaults> {
  const settings = await readPlatformSettings(tx, companyId)
  if (settings.default_payment_term_id)
    return { currency: settings.default_currency, payment_term_id: settings.default_payment_term_id }
  const term = await defaultPaymentTerm(tx, companyId)
  return { currency: settings.default_currency, payment_term_id: term?.id ?? null }
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
  const [card] = await supplierCards(ctx.tx, ctx.companyId, query.supplier_company_id)
  if (!card) return none
  return {
    ...defaults,
    currency: Currency.safeParse(card.currency).data ?? defaults.currency,
    ship_from_address_id: (await supplierShipFroms(ctx.tx, ctx.companyId, card.id)).get(card.id) ?? null,
  }
}
