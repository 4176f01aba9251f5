import { sql } from 'drizzle-orm'
import { index, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId, createdAt, id } from '../../platform/db/columns.ts'
import { appUser } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { inviteKey } from '../auth/keys.ts'
import { partnerRoleEnum } from './agreement.table.ts'

// An invitation to trade. `role` is what the invited company becomes to the inviting one. A company not
// on the platform signs up through the link of `invite_id`; one that is (`target_company_id`) accepts in
// the app, so both companies see the row.
export const partnerInvites = pgTable(
  'partner_invites',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    role: partnerRoleEnum('role').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    // Shown to an invited company on the platform, which cannot read the inviting company's records.
    companyName: text('company_name').notNull(),
    inviterName: text('inviter_name').notNull(),
    inviteId: uuid('invite_id').references(inviteKey, { onDelete: 'set null' }),
    targetCompanyId: uuid('target_company_id').references(() => companies.id),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    index('partner_invites_company_idx').on(t.companyId),
    index('partner_invites_target_idx').on(t.targetCompanyId),
    index('partner_invites_invite_idx').on(t.inviteId),
    pgPolicy('partner_invites_parties', {
      for: 'all',
      to: appUser,
      using: sql`(select app_company_id()) in (company_id, target_company_id)`,
      withCheck: sql`(select app_company_id()) in (company_id, target_company_id)`,
    }),
  ],
).enableRLS()
