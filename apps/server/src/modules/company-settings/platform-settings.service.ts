import type { PlatformSettings, UpdatePlatformSettingsBody } from '@scm/contracts'
import type { z } from 'zod'
import type { Tx } from '../../platform/db/database.ts'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import {
  findPlatformSettingsRow,
  insertPlatformSettings,
  type PlatformSettingsRow,
  updatePlatformSettingsRow,
} from './settings.queries.ts'
import { assertSettingsReference } from './settings-lookup.ts'
import { saveSettingsRow } from './settings-row.ts'

// What a company has before it saves its own (spec §5 deviation tolerance: marked at or above it).
const defaults: PlatformSettings = {
  etd_tolerance_days: 3,
  eta_tolerance_days: 3,
  // No quantity or price change is tolerated until the company says otherwise.
  qty_tolerance_percent: '0',
  price_tolerance_percent: '0',
  counterparties_see_order_tags: false,
  default_currency: 'EUR',
  default_payment_term_id: null,
  allow_negative_stock: false,
  version: 0,
}

const toSettings = (row: PlatformSettingsRow): PlatformSettings => ({
  etd_tolerance_days: row.etdToleranceDays,
  eta_tolerance_days: row.etaToleranceDays,
  qty_tolerance_percent: String(Number(row.qtyTolerancePercent)),
  price_tolerance_percent: String(Number(row.priceTolerancePercent)),
  counterparties_see_order_tags: row.counterpartiesSeeOrderTags,
  default_currency: row.defaultCurrency as PlatformSettings['default_currency'],
  default_payment_term_id: row.defaultPaymentTermId,
  allow_negative_stock: row.allowNegativeStock,
  version: row.version,
})

// A company's settings, or the defaults before its first save; the caller's transaction must be
// acting as that company.
export async function readPlatformSettings(tx: Tx, companyId: string): Promise<PlatformSettings> {
  const row = await findPlatformSettingsRow(tx, companyId)
  return row ? toSettings(row) : defaults
}

export const getPlatformSettings = (ctx: RequestContext) => readPlatformSettings(ctx.tx, ctx.companyId)

export async function updatePlatformSettings(
  ctx: RequestContext,
  body: z.output<typeof UpdatePlatformSettingsBody>,
) {
  const before = await getPlatformSettings(ctx)
  if (before.version !== body.version) throw conflict()
  await assertSettingsReference(
    ctx,
    'payment-term',
    body.default_payment_term_id,
    'default_payment_term_id',
    before.default_payment_term_id,
  )
  const values = {
    etdToleranceDays: body.etd_tolerance_days,
    etaToleranceDays: body.eta_tolerance_days,
    qtyTolerancePercent: body.qty_tolerance_percent,
    priceTolerancePercent: body.price_tolerance_percent,
    counterpartiesSeeOrderTags: body.counterparties_see_order_tags,
    defaultCurrency: body.default_currency,
    defaultPaymentTermId: body.default_payment_term_id,
    allowNegativeStock: body.allow_negative_stock,
  }
  return saveSettingsRow(ctx, 'platform-settings', before, async (version) => {
    const row =
      before.version === 0
        ? await insertPlatformSettings(ctx.tx, ctx.companyId, version, values)
        : await updatePlatformSettingsRow(ctx.tx, ctx.companyId, body.version, values)
    return row && toSettings(row)
  })
}
