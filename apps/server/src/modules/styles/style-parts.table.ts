import { styleSupplierTypes } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, id } from '../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { tagKey } from '../company-settings/keys.ts'
import { masterDataKey } from '../master-data/keys.ts'
import { sharedStylePolicy, styles } from './style.table.ts'

const styleId = () =>
  uuid('style_id')
    .notNull()
    .references(() => styles.id, { onDelete: 'cascade' })

export const styleSeasons = pgTable(
  'style_seasons',
  {
    companyId: companyId().references(() => companies.id),
    styleId: styleId(),
    seasonId: uuid('season_id').notNull().references(masterDataKey),
  },
  (t) => [
    primaryKey({ columns: [t.styleId, t.seasonId] }),
    index('style_seasons_season_idx').on(t.seasonId),
    companyPolicy('style_seasons'),
    sharedStylePolicy('style_seasons', 'style_seasons.style_id'),
  ],
).enableRLS()

export const styleDropCodes = pgTable(
  'style_drop_codes',
  {
    companyId: companyId().references(() => companies.id),
    styleId: styleId(),
    dropCodeId: uuid('drop_code_id').notNull().references(masterDataKey),
  },
  (t) => [
    primaryKey({ columns: [t.styleId, t.dropCodeId] }),
    companyPolicy('style_drop_codes'),
    sharedStylePolicy('style_drop_codes', 'style_drop_codes.style_id'),
  ],
).enableRLS()

// Tag ids without a foreign key: the tag table belongs to company settings and lands separately.
export const styleTags = pgTable(
  'style_tags',
  {
    companyId: companyId().references(() => companies.id),
    styleId: styleId(),
    tagId: uuid('tag_id').notNull().references(tagKey),
  },
  (t) => [primaryKey({ columns: [t.styleId, t.tagId] }), companyPolicy('style_tags')],
).enableRLS()

export const styleSuppliers = pgTable(
  'style_suppliers',
  {
    companyId: companyId().references(() => companies.id),
    styleId: styleId(),
    supplierCompanyId: uuid('supplier_company_id')
      .notNull()
      .references(() => companies.id),
    position: integer('position').notNull(),
    type: text('type', { enum: styleSupplierTypes }).notNull(),
    moqStyle: integer('moq_style'),
    moqColour: integer('moq_colour'),
    countryOfOrigin: text('country_of_origin'),
    productionLeadTimeDays: integer('production_lead_time_days'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.styleId, t.supplierCompanyId] }),
    uniqueIndex('style_suppliers_one_default').on(t.styleId).where(sql`is_default`),
    index('style_suppliers_supplier_idx').on(t.supplierCompanyId),
    companyPolicy('style_suppliers'),
    // A supplier the style is shared with sees its own terms, never the other suppliers'.
    pgPolicy('style_suppliers_own_terms', {
      for: 'select',
      to: appUser,
      using: sql`supplier_company_id = (select app_company_id()) and exists (select 1 from style_shares s where s.style_id = style_suppliers.style_id and s.partner_company_id = (select app_company_id()))`,
    }),
  ],
).enableRLS()

export const styleColours = pgTable(
  'style_colours',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    styleId: styleId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    colorId: uuid('color_id').references(masterDataKey),
  },
  (t) => [
    uniqueIndex('style_colours_code_unique').on(t.styleId, sql`lower(${t.code})`),
    companyPolicy('style_colours'),
    sharedStylePolicy('style_colours', 'style_colours.style_id'),
  ],
).enableRLS()

export const styleMaterials = pgTable(
  'style_materials',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    styleId: styleId(),
    position: integer('position').notNull(),
    materialId: uuid('material_id').notNull().references(masterDataKey),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    recycled: boolean('recycled').notNull().default(false),
  },
  (t) => [
    index('style_materials_style_idx').on(t.styleId),
    companyPolicy('style_materials'),
    sharedStylePolicy('style_materials', 'style_materials.style_id'),
  ],
).enableRLS()
