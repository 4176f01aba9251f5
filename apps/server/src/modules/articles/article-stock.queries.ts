import type { Tx } from '../../platform/db/database.ts'
import { articles } from './article.table.ts'

// What the inventory table shows of a company's articles, as a subquery another module joins on its
// own rows (docs/decisions/0026: the owner offers the join): code and name, the min and max of stock.
export const articleStockFacts = (tx: Tx) =>
  tx
    .select({
      id: articles.id,
      companyId: articles.companyId,
      code: articles.code,
      name: articles.name,
      inventoryMin: articles.inventoryMin,
      inventoryMax: articles.inventoryMax,
    })
    .from(articles)
    .as('article')
