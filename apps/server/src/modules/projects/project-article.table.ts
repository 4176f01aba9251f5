import { index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { companyId, id } from '../../platform/db/columns.ts'
import { companyPolicy } from '../../platform/db/tenancy.ts'
import { companies } from '../../platform/tenancy/company.table.ts'
import { articleKey } from '../articles/keys.ts'
import { projects } from './project.table.ts'

// The articles a project buys. The list is saved whole, at the project's version (decision 0046).
export const projectArticles = pgTable(
  'project_articles',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').notNull().references(articleKey),
    position: integer('position').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    targetPrice: numeric('target_price', { precision: 14, scale: 4 }),
    currency: text('currency'),
    supplierNote: text('supplier_note'),
  },
  (t) => [
    uniqueIndex('project_articles_article_unique').on(t.projectId, t.articleId),
    index('project_articles_article_idx').on(t.articleId),
    companyPolicy('project_articles'),
  ],
).enableRLS()
