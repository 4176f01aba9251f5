import type { SaveCriteriaValuesBody, SupplierCriteriaValues } from '@scm/contracts'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { bumpAgreementVersion } from './agreement.queries.ts'
import { loadAgreement } from './agreement.service.ts'
import { criterionIds } from './supplier-criterion.queries.ts'
import {
  criteriaWithValues,
  deleteCriterionValue,
  upsertCriterionValue,
} from './supplier-criterion-values.queries.ts'
import { refreshSupplierStatus } from './supplier-status.ts'
import { turnoverShares } from './turnover-share.ts'

// The supplier's values of the company's criteria, and its turnover share when a criterion alerts on one.
export async function getCriteriaValues(
  ctx: RequestContext,
  agreementId: string,
): Promise<SupplierCriteriaValues> {
  const found = await loadAgreement(ctx, 'supplier', agreementId)
  const rows = await criteriaWithValues(ctx.tx, ctx.companyId, agreementId)
  const supplier = found.row.counterpartyCompanyId
  const alerting = rows.some(({ criterion }) => criterion.turnoverPercentAlert !== null)
  const share =
    supplier && alerting ? ((await turnoverShares(ctx.tx, ctx.companyId)).get(supplier) ?? '0.00') : null
  return {
    version: found.row.version,
    turnover_share: share,
    values: rows.map(({ criterion, value, updatedAt }) => ({
      criterion_id: criterion.id,
      name: criterion.name,
      mandatory: criterion.mandatory,
      preferred_value: criterion.preferredValue,
      turnover_percent_alert:
        criterion.turnoverPercentAlert === null ? null : String(Number(criterion.turnoverPercentAlert)),
      value: value ?? null,
      updated_at: updatedAt?.toISOString() ?? null,
    })),
  }
}

// Saves the given values (an empty one removes it) against the agreement's version, then lets the
// values decide the supplier's status.
export async function saveCriteriaValues(
  ctx: RequestContext,
  agreementId: string,
  body: z.output<typeof SaveCriteriaValuesBody>,
) {
  const before = await loadAgreement(ctx, 'supplier', agreementId)
  if (before.row.version !== body.version) throw conflict()
  const old = await getCriteriaValues(ctx, agreementId)
  const known = new Set(await criterionIds(ctx.tx, ctx.companyId))
  for (const [index, entry] of body.values.entries())
    if (!known.has(entry.criterion_id))
      throw invalidField(`values.${index}.criterion_id`, 'partners.criterionUnknown')
  for (const { criterion_id: criterionId, value } of body.values) {
    if (!value) await deleteCriterionValue(ctx.tx, agreementId, criterionId)
    else await upsertCriterionValue(ctx.tx, ctx.companyId, agreementId, criterionId, value)
  }
  const bumped = await bumpAgreementVersion(ctx.tx, agreementId, body.version)
  if (bumped.length === 0) throw conflict()
  await refreshSupplierStatus(ctx, agreementId)
  const saved = await getCriteriaValues(ctx, agreementId)
  const named = (list: SupplierCriteriaValues) =>
    Object.fromEntries(list.values.map((entry) => [entry.name, entry.value]))
  await recordAudit(ctx, {
    entityType: 'agreement',
    entityId: agreementId,
    action: 'criteria-updated',
    before: named(old),
    after: named(saved),
  })
  return saved
}
