import { eq, sql } from 'drizzle-orm'
import { contacts } from './contact.table.ts'

export type ContactRow = typeof contacts.$inferSelect

// The contacts as the company list (platform/db/company-list.ts) reads, sorts, searches and filters them.
export const contactList = {
  table: contacts,
  sortable: {
    last_name: sql`lower(${contacts.lastName})`,
    first_name: sql`lower(${contacts.firstName})`,
    email: contacts.email,
  },
  defaultSort: [sql`lower(${contacts.lastName})`, sql`lower(${contacts.firstName})`],
  search: [contacts.firstName, contacts.lastName, contacts.email, contacts.phone],
  filters: (filter: Record<string, string>) => [
    filter.active ? eq(contacts.active, filter.active === 'true') : undefined,
  ],
}
