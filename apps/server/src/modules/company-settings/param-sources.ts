import type { ParamOption } from '@scm/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../../platform/http/context.ts'
import { addresses, warehouses } from './address.table.ts'
import { buyingEntities } from './buying-entity.table.ts'
import { contacts } from './contact.table.ts'
import { paymentTerms } from './payment-term.table.ts'
import { tags } from './tag.table.ts'
import { vats } from './vat.table.ts'

type Listed = PgTable & { id: PgColumn; companyId: PgColumn; active: PgColumn }

// The active rows of a company list as select options, by name.
export const activeOptions =
  (table: Listed, name: PgColumn | SQL, code: PgColumn | SQL | null) =>
  (ctx: RequestContext): Promise<ParamOption[]> =>
    ctx.tx
      .select({
        id: sql<string>`${table.id}`,
        name: sql<string>`${name}`,
        code: sql<string | null>`${code ?? sql`null`}`,
      })
      .from(table as PgTable)
      .where(and(eq(table.companyId, ctx.companyId), eq(table.active, true)))
      .orderBy(sql`lower(${name})`)

// Tags carry their type as the code, so a select for order tags keeps only those.
export const companySettingsParamSources = {
  addresses: activeOptions(addresses, sql`${addresses.label} || ', ' || ${addresses.city}`, addresses.code),
  contacts: activeOptions(
    contacts,
    sql`${contacts.firstName} || ' ' || ${contacts.lastName}`,
    contacts.email,
  ),
  'payment-terms': activeOptions(paymentTerms, paymentTerms.name, null),
  tags: activeOptions(tags, tags.name, tags.type),
  vats: activeOptions(vats, vats.name, vats.code),
  'buying-entities': activeOptions(buyingEntities, buyingEntities.name, buyingEntities.internalId),
  warehouses: activeOptions(warehouses, warehouses.name, warehouses.code),
}
