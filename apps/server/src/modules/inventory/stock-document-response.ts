import { canonicalDecimal as plain } from '@scm/contracts'
import type { ArticleRef } from '../articles/index.ts'

interface Line {
  id: string
  articleId: string
  quantity: string
  available: string
}

// A stock document's row as it answers it: the article by code and name, the quantity, and what the
// warehouse it leaves has available now.
export function rowDescriber(articles: ArticleRef[]) {
  const refs = new Map(articles.map((ref) => [ref.id, ref]))
  return (line: Line) => ({
    id: line.id,
    article_id: line.articleId,
    article_code: refs.get(line.articleId)?.code ?? '',
    article_name: refs.get(line.articleId)?.name ?? '',
    quantity: plain(line.quantity),
    available: plain(line.available),
  })
}
