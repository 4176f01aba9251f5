import {
  type DeviationField,
  type DeviationMeasure,
  type DeviationOptions,
  measureDays,
  measurePercent,
} from '@scm/contracts'
import type { Tx } from '../../../platform/db/database.ts'
import { readPlatformSettings } from '../../company-settings/index.ts'
import { asCompany } from '../../partners/index.ts'

export type Tolerances = DeviationOptions['tolerances']

// The buyer's tolerances (platform settings) measure every deviation on its orders, whoever raised it.
export async function buyerTolerances(tx: Tx, buyerCompanyId: string): Promise<Tolerances> {
  const settings = await asCompany(tx, buyerCompanyId, () => readPlatformSettings(tx, buyerCompanyId))
  return {
    etd_days: settings.etd_tolerance_days,
    eta_days: settings.eta_tolerance_days,
    qty_percent: settings.qty_tolerance_percent,
    price_percent: settings.price_tolerance_percent,
  }
}

// Dates in days, quantities and prices in percent of the earlier value; a freight mode or forwarder
// cannot be measured and always needs approval.
export function measureChange(
  field: DeviationField,
  original: string | null,
  proposed: string | null,
  tolerances: Tolerances,
): DeviationMeasure {
  if (field === 'etd') return measureDays(original, proposed, tolerances.etd_days)
  if (field === 'eta') return measureDays(original, proposed, tolerances.eta_days)
  if (field === 'qty') return measurePercent(original, proposed, tolerances.qty_percent)
  if (field === 'price') return measurePercent(original, proposed, tolerances.price_percent)
  return measureDays(null, null, 0)
}
