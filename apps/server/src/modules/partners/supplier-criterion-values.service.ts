import type { SaveCriteriaValuesBody, SupplierCriteriaValues } from '@scm/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { loadAgreement } from './agreement.service.ts'
import { agreements } from './agreement.table.ts'
import { supplierCriteria, supplierCriterionValues } from './supplier-criterion.table.ts'
import { refreshSupplierStatus } from './supplier-status.ts'
import { turnoverShares } from './turnover-share.ts'

// Every criterion of the company with this supplier's value, mandatory ones first.
export async function getCriteriaValues(
  ctx: RequestContext,
  agreementId: string,
): Promise<SupplierCriteriaValues> {
  const found = await loadAgreement(ctx, 'supplier', agreementId)
  const rows = await ctx.tx
    .select({
      criterion: supplierCriteria,
      value: supplierCriterionValues.value,
      updatedAt: supplierCriterionValues.updatedAt,
    })
    .from(supplierCriteria)
    .leftJoin(
      supplierCriterionValues,
      and(
        eq(supplierCriterionValues.criterionId, supplierCriteria.id),
        eq(supplierCriterionValues.agreementId, agreementId),
      ),
    )
    .where(eq(supplierCriteria.companyId, ctx.companyId))
    .orderBy(sql`${supplierCriteria.mandatory} desc`, sql`lower(${supplierCriteria.name})`)
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
  const known = new Set(
    (
      await ctx.tx
        .select({ id: supplierCriteria.id })
        .from(supplierCriteria)
        .where(eq(supplierCriteria.companyId, ctx.companyId))
    ).map((row) => row.id),
  )
  for (const [index, entry] of body.values.entries())
    if (!known.has(entry.criterion_id))
      throw invalidField(`values.${index}.criterion_id`, 'partners.criterionUnknown')
  for (const { criterion_id: criterionId, value } of body.values) {
    const where = and(
      eq(supplierCriterionValues.agreementId, agreementId),
      eq(supplierCriterionValues.criterionId, criterionId),
    )
    if (!value) await ctx.tx.delete(supplierCriterionValues).where(where)
    else
      await ctx.tx
        .insert(supplierCriterionValues)
        .values({ companyId: ctx.companyId, agreementId, criterionId, value })
        .onConflictDoUpdate({
          target: [supplierCriterionValues.agreementId, supplierCriterionValues.criterionId],
          set: { value, updatedAt: new Date() },
        })
  }
  const bumped = await ctx.tx
    .update(agreements)
    .set({ updatedAt: new Date(), version: body.version + 1 })
    .where(and(eq(agreements.id, agreementId), eq(agreements.version, body.version)))
    .returning({ id: agreements.id })
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
