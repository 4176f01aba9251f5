import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'

// Spec §3 Box type; dimensions in centimetres.
export const boxTypes = pgTable(
  'box_types',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    height: numeric('height', { precision: 8, scale: 2 }).notNull(),
    width: numeric('width', { precision: 8, scale: 2 }).notNull(),
    length: numeric('length', { precision: 8, scale: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('box_types_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    companyPolicy('box_types'),
  ],
).enableRLS()

// Spec §3 Packing instruction: pieces per inner and per outer box, packed in a box type.
export const packingInstructions = pgTable(
  'packing_instructions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    qtyInnerBox: integer('qty_inner_box').notNull(),
    qtyOuterBox: integer('qty_outer_box').notNull(),
    boxTypeId: uuid('box_type_id').references(() => boxTypes.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('packing_instructions_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('packing_instructions_box_type_idx').on(t.boxTypeId),
    companyPolicy('packing_instructions'),
  ],
).enableRLS()
