import { addressTypes } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { masterDataKey } from '../master-data/keys.ts'
import { agreementKey } from '../partners/keys.ts'
import { projectKey } from '../projects/keys.ts'
import { buyingEntities } from './buying-entity.table.ts'
import { contacts } from './contact.table.ts'

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    label: text('label').notNull(),
    type: text('type', { enum: addressTypes }).notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    notes: text('notes'),
    code: text('code'),
    // The supplier agreement an address belongs to (a supplier's pickup address, say).
    supplierId: uuid('supplier_id').references(agreementKey),
    buyingEntityId: uuid('buying_entity_id').references(() => buyingEntities.id),
    projectId: uuid('project_id').references(projectKey),
    costCentreId: uuid('cost_centre_id').references(masterDataKey),
    // A warehouse points at its address too: the two tables reference each other lazily, so they are
    // declared in one file.
    warehouseId: uuid('warehouse_id').references((): AnyPgColumn => warehouses.id),
    contactId: uuid('contact_id').references(() => contacts.id),
    isDefault: boolean('is_default').notNull().default(false),
    autoPopulateShipFrom: boolean('auto_populate_ship_from').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    // At most one default address per type; the service moves the flag, the index guards it.
    uniqueIndex('addresses_default_per_type').on(t.companyId, t.type).where(sql`${t.isDefault}`),
    index('addresses_company_idx').on(t.companyId),
    companyPolicy('addresses'),
  ],
).enableRLS()

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    addressId: uuid('address_id').references((): AnyPgColumn => addresses.id),
    buyingEntityId: uuid('buying_entity_id').references(() => buyingEntities.id),
    costCentreId: uuid('cost_centre_id').references(masterDataKey),
    projectId: uuid('project_id').references(projectKey),
    handlingDays: integer('handling_days').notNull().default(0),
    parentId: uuid('parent_id').references((): AnyPgColumn => warehouses.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('warehouses_company_code_unique').on(t.companyId, sql`lower(${t.code})`),
    companyPolicy('warehouses'),
  ],
).enableRLS()
