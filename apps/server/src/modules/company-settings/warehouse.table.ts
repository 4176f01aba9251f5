import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id, updatedAt, version } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../companies/company.table.ts'
import { masterData } from '../master-data/master-data.table.ts'
import { projects } from '../projects/project.table.ts'
import { addresses } from './address.table.ts'
import { buyingEntities } from './buying-entity.table.ts'

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    addressId: uuid('address_id').references((): AnyPgColumn => addresses.id),
    buyingEntityId: uuid('buying_entity_id').references(() => buyingEntities.id),
    costCentreId: uuid('cost_centre_id').references(() => masterData.id),
    projectId: uuid('project_id').references(() => projects.id),
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
