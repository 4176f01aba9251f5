import { sql } from 'drizzle-orm'
import { index, pgEnum, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companyId, id } from '../../platform/db/columns.ts'
import { appUser } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { orderSideEnum, orders } from './order.table.ts'

export const commentVisibilityEnum = pgEnum('comment_visibility', ['internal', 'shared'])

// Workflow comments on an order. company_id is the buyer, as on every order row; the author's company
// decides who reads an internal comment. No company policy here: it would let the buyer read the
// supplier's internal comments. A party reads the comments of an order it can see that are shared or
// its own company's, and adds them only as its own company on an order it can see.
export const orderComments = pgTable(
  'order_comments',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorCompanyId: uuid('author_company_id')
      .notNull()
      .references(() => companies.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    authorSide: orderSideEnum('author_side').notNull(),
    visibility: commentVisibilityEnum('visibility').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_comments_order_idx').on(t.orderId, t.createdAt),
    index('order_comments_company_idx').on(t.companyId, t.createdAt),
    index('order_comments_author_company_idx').on(t.authorCompanyId, t.createdAt),
    pgPolicy('order_comments_read', {
      for: 'select',
      to: appUser,
      using: sql.raw(
        `exists (select 1 from orders o where o.id = order_comments.order_id)
          and (visibility = 'shared' or author_company_id = (select app_company_id()))`,
      ),
    }),
    // Comments are never edited or deleted (there is no policy for it); they go with their order.
    pgPolicy('order_comments_write', {
      for: 'insert',
      to: appUser,
      withCheck: sql.raw(
        `author_company_id = (select app_company_id())
          and exists (select 1 from orders o where o.id = order_comments.order_id and o.company_id = order_comments.company_id)`,
      ),
    }),
  ],
).enableRLS()
