import { and, asc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../../platform/db/database.ts'
import { isActiveRowOf } from '../../../platform/db/references.ts'
import { quotationTemplateCriteria, quotationTemplates } from './quotation-template.table.ts'

export type TemplateRow = typeof quotationTemplates.$inferSelect
export type TemplateCriterionRow = typeof quotationTemplateCriteria.$inferSelect
export type TemplateValues = Omit<typeof quotationTemplates.$inferInsert, 'id' | 'companyId'>
export type CriterionValues = Omit<
  typeof quotationTemplateCriteria.$inferInsert,
  'id' | 'companyId' | 'templateId'
>

// The table, sorts, search and filters of the template list (platform/db/company-list.ts runs them).
export const templateListSource = {
  table: quotationTemplates,
  sortable: {
    name: sql`lower(${quotationTemplates.name})`,
    criteria_count: quotationTemplates.criteriaCount,
    updated_at: quotationTemplates.updatedAt,
  },
  defaultSort: [sql`lower(${quotationTemplates.name})`],
  search: [quotationTemplates.name, quotationTemplates.description],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(quotationTemplates.active, filter.active === 'true') : undefined,
    filter.block ? sql`${filter.block}::criterion_block = any(${quotationTemplates.blocks})` : undefined,
  ],
}

export const templateCriteria = (tx: Tx, templateId: string) =>
  tx
    .select()
    .from(quotationTemplateCriteria)
    .where(eq(quotationTemplateCriteria.templateId, templateId))
    .orderBy(asc(quotationTemplateCriteria.position))

// The criteria are saved as one list: the old rows go, the new ones come in the order given.
export async function replaceTemplateCriteria(
  tx: Tx,
  companyId: string,
  templateId: string,
  criteria: CriterionValues[],
) {
  await tx.delete(quotationTemplateCriteria).where(eq(quotationTemplateCriteria.templateId, templateId))
  if (criteria.length === 0) return []
  return tx
    .insert(quotationTemplateCriteria)
    .values(criteria.map((criterion) => ({ ...criterion, companyId, templateId })))
    .returning()
}

const owned = (companyId: string, id: string) =>
  and(eq(quotationTemplates.id, id), eq(quotationTemplates.companyId, companyId))

export const insertTemplate = async (tx: Tx, companyId: string, values: TemplateValues) =>
  (
    await tx
      .insert(quotationTemplates)
      .values({ ...values, companyId })
      .returning()
  )[0]!

// The header at `version` bumped to the next; none when another save came first.
export const updateTemplateAt = async (
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: TemplateValues,
): Promise<TemplateRow | undefined> =>
  (
    await tx
      .update(quotationTemplates)
      .set({ ...values, updatedAt: new Date(), version: version + 1 })
      .where(and(owned(companyId, id), eq(quotationTemplates.version, version)))
      .returning()
  )[0]

export const deleteTemplate = (tx: Tx, companyId: string, id: string) =>
  tx.delete(quotationTemplates).where(owned(companyId, id))

// A quotation starts from an active template of the buyer's.
export const isActiveTemplateOf = (tx: Tx, companyId: string, id: string) =>
  isActiveRowOf(tx, quotationTemplates, companyId, id)
