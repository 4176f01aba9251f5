import { styleStatuses } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  numeric,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { appUser, companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { masterDataKey } from '../master-data/keys.ts'

const measure = (name: string) => numeric(name, { precision: 12, scale: 3 })

// A partner sees a style (and its parts) once the owner shares it with them; nothing else of it.
export const sharedStylePolicy = (table: string, styleColumn: string) =>
  pgPolicy(`${table}_shared`, {
    for: 'select',
    to: appUser,
    using: sql.raw(
      `exists (select 1 from style_shares s where s.style_id = ${styleColumn} and s.partner_company_id = (select app_company_id()))`,
    ),
  })

export const styles = pgTable(
  'styles',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    styleNumber: text('style_number').notNull(),
    name: text('name').notNull(),
    internalName: text('internal_name'),
    vendorNo: text('vendor_no'),
    itemCategoryCodeId: uuid('item_category_code_id').references(masterDataKey),
    netWeight: measure('net_weight'),
    dimensionUnit: text('dimension_unit').notNull().default('cm'),
    height: measure('height'),
    length: measure('length'),
    width: measure('width'),
    diameter: measure('diameter'),
    weightUnit: text('weight_unit').notNull().default('kg'),
    grossWeight: measure('gross_weight'),
    packedNetWeight: measure('packed_net_weight'),
    volume: measure('volume'),
    carbonFootprintKg: measure('carbon_footprint_kg'),
    waterLitres: measure('water_litres'),
    energyKwh: measure('energy_kwh'),
    renewableEnergy: boolean('renewable_energy').notNull().default(false),
    status: text('status', { enum: styleStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('styles_company_number_unique').on(t.companyId, sql`lower(${t.styleNumber})`),
    index('styles_company_status_idx').on(t.companyId, t.status),
    companyPolicy('styles'),
    sharedStylePolicy('styles', 'styles.id'),
  ],
).enableRLS()

// The partner companies a style is shared with; the owner manages them, the partner reads its own rows.
export const styleShares = pgTable(
  'style_shares',
  {
    companyId: companyId().references(() => companies.id),
    styleId: uuid('style_id')
      .notNull()
      .references(() => styles.id, { onDelete: 'cascade' }),
    partnerCompanyId: uuid('partner_company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.styleId, t.partnerCompanyId] }),
    index('style_shares_partner_idx').on(t.partnerCompanyId),
    companyPolicy('style_shares'),
    pgPolicy('style_shares_partner', {
      for: 'select',
      to: appUser,
      using: sql`partner_company_id = (select app_company_id())`,
    }),
  ],
).enableRLS()
