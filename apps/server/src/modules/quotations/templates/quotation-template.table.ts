import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../../platform/db/columns.ts'
import { companyPolicy } from '../../../platform/db/tenancy.ts'
import { companies } from '../../../platform/tenancy/company.table.ts'
import { criterionBlockEnum, criterionColumns } from '../criterion.table.ts'

export const quotationTemplates = pgTable(
  'quotation_templates',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    // Kept with each save of the criteria, so the list sorts and filters on the template's own row.
    criteriaCount: integer('criteria_count').notNull().default(0),
    requiredCount: integer('required_count').notNull().default(0),
    blocks: criterionBlockEnum('blocks').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('quotation_templates_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('quotation_templates'),
  ],
).enableRLS()

// A template's criteria are saved with it as one list: the template's version covers them.
export const quotationTemplateCriteria = pgTable(
  'quotation_template_criteria',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    templateId: uuid('template_id')
      .notNull()
      .references(() => quotationTemplates.id, { onDelete: 'cascade' }),
    ...criterionColumns(),
  },
  (t) => [
    index('quotation_template_criteria_template_idx').on(t.templateId, t.position),
    companyPolicy('quotation_template_criteria'),
  ],
).enableRLS()
