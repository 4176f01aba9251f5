import { Currency, type OrderDefaults, type OrderDefaultsQuery } from '@scm/contracts'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { paymentTerms } from '../company-settings/payment-term.table.ts'
import { readPlatformSettings } from '../company-settings/platform-settings.service.ts'
import { agreements } from '../partners/agreement.table.ts'

// The currency an order to this supplier is drafted in: its trading partner card's, else the
// company's default currency (platform settings).
async function draftCurrency(tx: Tx, companyId: string, supplierCompanyId?: string) {
  const settings = await readPlatformSettings(tx, companyId)
  if (!supplierCompanyId) return settings.default_currency
  const [card] = await tx
    .select({ currency: agreements.currency })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, companyId),
        eq(agreements.role, 'supplier'),
        eq(agreements.counterpartyCompanyId, supplierCompanyId),
      ),
    )
  return Currency.safeParse(card?.currency).data ?? settings.default_currency
}

export async function orderDefaults(
  ctx: RequestContext,
  query: z.output<typeof OrderDefaultsQuery>,
): Promise<OrderDefaults> {
  const settings = await readPlatformSettings(ctx.tx, ctx.companyId)
  const [term] = await ctx.tx
    .select({ id: paymentTerms.id })
    .from(paymentTerms)
    .where(
      and(
        eq(paymentTerms.companyId, ctx.companyId),
        eq(paymentTerms.isDefault, true),
        eq(paymentTerms.active, true),
      ),
    )
  return {
    currency: await draftCurrency(ctx.tx, ctx.companyId, query.supplier_company_id),
    payment_term_id: settings.default_payment_term_id ?? term?.id ?? null,
  }
}
