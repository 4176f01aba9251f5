import { sql } from 'drizzle-orm'
import { pgEnum, pgPolicy, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt, version } from '../db/columns.ts'
import { appUser } from '../db/tenancy.ts'

export const companyTypeEnum = pgEnum('company_type', ['client', 'supplier', 'both'])
export const localeEnum = pgEnum('locale', ['sv', 'en'])

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    type: companyTypeEnum('type').notNull(),
    orgNumber: text('org_number'),
    vatNumber: text('vat_number'),
    locale: localeEnum('locale').notNull().default('sv'),
    // The registered address and contact given at sign-up; further addresses are company master data.
    phone: text('phone'),
    businessArea: text('business_area'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    zip: text('zip'),
    city: text('city'),
    country: text('country'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  () => [
    pgPolicy('companies_self', {
      for: 'all',
      to: appUser,
      using: sql`id = (select app_company_id())`,
      withCheck: sql`id = (select app_company_id())`,
    }),
  ],
).enableRLS()
