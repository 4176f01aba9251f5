import { sql } from 'drizzle-orm'
import { activeOptions } from '../../platform/db/active-options.ts'
import type { ParamSources } from '../../platform/manifest/module-manifest.ts'
import { addresses, warehouses } from './address.table.ts'
import { buyingEntities } from './buying-entity.table.ts'
import { contacts } from './contact.table.ts'
import { paymentTerms } from './payment-term.table.ts'
import { tags } from './tag.table.ts'
import { vats } from './vat.table.ts'

// Tags carry their type as the code, so a select for order tags keeps only those.
export const companySettingsParamSources: ParamSources = {
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
