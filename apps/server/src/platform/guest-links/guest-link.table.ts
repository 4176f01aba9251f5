import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id } from '../db/columns.ts'
import { companyPolicy } from '../db/tenancy.ts'
import { companies } from '../tenancy/company.table.ts'
import { users } from '../tenancy/user.table.ts'

// A link that lets someone without an account act on one document (ARCHITECTURE "Guests"). company_id
// is the issuer; the guest acts as acting_company_id (an order's supplier), or for no company when it is
// null (an external supplier, decision 0039: the guest reaches its one document). Only the token's hash is
// kept. Guests reach a link before any company is known, so look-ups by hash run on the platform
// connection (decision 0002); the issuer reads, lists and revokes its own links under its policy.
export const guestLinks = pgTable(
  'guest_links',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    // Registered by the module that issues the link, e.g. 'order', 'order-deviation', 'booking'.
    documentType: text('document_type').notNull(),
    documentId: uuid('document_id').notNull(),
    purpose: text('purpose').notNull(),
    actingCompanyId: uuid('acting_company_id').references(() => companies.id),
    recipientEmail: text('recipient_email').notNull(),
    // A confirmation works once: the first answer uses the link up.
    singleUse: boolean('single_use').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('guest_links_document_idx').on(t.companyId, t.documentType, t.documentId),
    companyPolicy('guest_links'),
  ],
).enableRLS()

// A guest who signed in to a link with a password: a short-lived cookie that opens that link only.
export const guestLinkSessions = pgTable(
  'guest_link_sessions',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    linkId: uuid('link_id')
      .notNull()
      .references(() => guestLinks.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('guest_link_sessions_link_idx').on(t.linkId), companyPolicy('guest_link_sessions')],
).enableRLS()
