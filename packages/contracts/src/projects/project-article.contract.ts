import { z } from 'zod'
import { Id, IdParams, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { optionalDecimal, optionalText, positiveDecimal } from '../http/fields.ts'
import { Currency } from '../master-data/trade-terms.ts'

// An article the project buys (spec §2.10 "Project tabs: … articles"): how many are planned and the
// price aimed at, in a currency of its own (a project may buy in several).
export const ProjectArticle = z.object({
  id: Id,
  article_id: Id,
  article_code: z.string(),
  article_name: z.string(),
  quantity: z.string(),
  target_price: z.string().nullable(),
  currency: Currency.nullable(),
  supplier_note: z.string().nullable(),
})
export type ProjectArticle = z.infer<typeof ProjectArticle>

// The project's whole list, at the project's version: saving it is a change of the project.
export const ProjectArticles = z.object({
  project_id: Id,
  version: Version,
  articles: z.array(ProjectArticle),
})
export type ProjectArticles = z.infer<typeof ProjectArticles>

export const maxProjectArticles = 500

const ProjectArticleLine = z
  .strictObject({
    article_id: Id,
    quantity: positiveDecimal(9, 3),
    target_price: optionalDecimal(10, 4),
    currency: Currency.nullable().default(null),
    supplier_note: optionalText(500),
  })
  .superRefine((line, ctx) => {
    if (line.target_price !== null && line.currency === null)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'projects.priceCurrency' })
  })

export const ProjectArticlesBody = z
  .strictObject({ articles: z.array(ProjectArticleLine).max(maxProjectArticles), version: Version })
  .superRefine((body, ctx) => {
    const seen = new Set<string>()
    body.articles.forEach((line, index) => {
      if (seen.has(line.article_id))
        ctx.addIssue({
          code: 'custom',
          path: ['articles', index, 'article_id'],
          message: 'projects.articleTwice',
        })
      seen.add(line.article_id)
    })
  })
export type ProjectArticlesBody = z.input<typeof ProjectArticlesBody>

export const projectArticleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/projects/:id/articles',
    permission: 'list.projects',
    params: IdParams,
    response: ProjectArticles,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/projects/:id/articles',
    permission: 'create.project',
    params: IdParams,
    body: ProjectArticlesBody,
    response: ProjectArticles,
  }),
}
