import { beyondTolerance, type DeviationField, type DeviationOptions, daysBetween } from '@scm/contracts'
import Decimal from 'decimal.js'
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

export interface Measure {
  dayDifference: number | null
  percentDifference: string | null
  // Marked red (spec §5): the difference is at or above the tolerance.
  beyondTolerance: boolean
  // Small enough to need nobody's approval. A change that cannot be measured (a new freight mode, a
  // date where there was none, a price from zero) always needs one.
  withinTolerance: boolean
}

const unmeasured: Measure = {
  dayDifference: null,
  percentDifference: null,
  beyondTolerance: false,
  withinTolerance: false,
}

export function measureChange(
  field: DeviationField,
  original: string | null,
  proposed: string | null,
  tolerances: Tolerances,
): Measure {
  if (original === null || proposed === null) return unmeasured
  if (field === 'etd' || field === 'eta') {
    const days = daysBetween(original, proposed)
    const beyond = beyondTolerance(days, field === 'etd' ? tolerances.etd_days : tolerances.eta_days)
    return { dayDifference: days, percentDifference: null, beyondTolerance: beyond, withinTolerance: !beyond }
  }
  if (field === 'qty' || field === 'price') {
    const before = new Decimal(original)
    if (before.isZero()) return { ...unmeasured, beyondTolerance: true }
    const percent = new Decimal(proposed).minus(before).div(before).mul(100)
    const tolerance = Number(field === 'qty' ? tolerances.qty_percent : tolerances.price_percent)
    const beyond = beyondTolerance(percent.toNumber(), tolerance)
    return {
      dayDifference: null,
      percentDifference: percent.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      beyondTolerance: beyond,
      withinTolerance: !beyond,
    }
  }
  return unmeasured
}
