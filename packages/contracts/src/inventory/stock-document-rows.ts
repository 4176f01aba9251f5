import { z } from 'zod'
import { Id } from '../http/common.ts'
import { positiveDecimal } from '../http/fields.ts'

// The article rows a stock document carries (an inventory transaction, a consumables posting): what
// of each article it moves, an article at most once.
export const stockDocumentRowLimit = 500

export const StockDocumentRowBody = z.strictObject({
  article_id: Id,
  quantity: positiveDecimal(13, 3),
})
export type StockDocumentRowBody = z.input<typeof StockDocumentRowBody>

export const stockDocumentRows = z.array(StockDocumentRowBody).min(1).max(stockDocumentRowLimit)

// A second row of the same article is refused on its own field.
export function checkDistinctArticles(rows: Array<{ article_id: string }>, ctx: z.RefinementCtx) {
  const seen = new Set<string>()
  for (const [index, row] of rows.entries()) {
    if (seen.has(row.article_id))
      ctx.addIssue({
        code: 'custom',
        path: ['rows', index, 'article_id'],
        message: 'inventory.duplicateArticle',
      })
    seen.add(row.article_id)
  }
}
