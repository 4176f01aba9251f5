// What other modules may use of the articles module (docs/decisions/0026): nothing else of it is theirs.

export { assertArticlesOrderable } from './article.service.ts'
export { articlesWithBom, bomOf } from './article-bom.queries.ts'
export { type ArticleRef, articleIdsByCode, articlesByCode, articlesById } from './article-lookup.queries.ts'
export { articleStockFacts } from './article-stock.queries.ts'
