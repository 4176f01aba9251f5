import { Currency, type OrderDefaults, type OrderDefaultsQuery } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { paymentTerms } from '../company-settings/payment-term.table.ts'
import { readPlatformSettings } from '../company-settings/platform-settings.service.ts'
import { agreements } from '../partners/agreement.table.ts'

// What every new draft of the company starts with, whoever the supplier: the company's default
// currency and payment term (platform settings, else the payment term marked default).
export async function companyDraftDefaults(tx: Tx, companyId: string): Promise<OrderDefaults> {
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

// A draft to a supplier is in the currency of its trading partner card, else the company's.
export async function orderDefaults(
  ctx: RequestContext,
  query: z.output<typeof OrderDefaultsQuery>,
): Promise<OrderDefaults> {
  const defaults = await companyDraftDefaults(ctx.tx, ctx.companyId)
  if (!query.supplier_company_id) return defaults
  const [card] = await ctx.tx
    .select({ currency: agreements.currency })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, ctx.companyId),
        eq(agreements.role, 'supplier'),
        eq(agreements.counterpartyCompanyId, query.supplier_company_id),
      ),
    )
  return { ...defaults, currency: Currency.safeParse(card?.currency).data ?? defaults.currency }
}
