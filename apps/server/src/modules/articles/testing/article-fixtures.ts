import {
  type ArticleBody,
  articleEndpoints,
  type ParamOption,
  paramEndpoints,
  type UpdateArticleBody,
} from '@scm/contracts'
import type { ApiClient } from '../../../testing/api-client.ts'
import { created } from '../../company-settings/testing/settings-fixtures.ts'

export type Lists = Record<
  'colors' | 'sizes' | 'product-categories' | 'units' | 'styles' | 'tags',
  ParamOption[]
>

// The demo master data a test refers to, by name.
export async function demoLists(client: ApiClient): Promise<Lists> {
  const lists = await client.call(paramEndpoints.selectMany, {
    query: { select_many: 'colors,sizes,product-categories,units,styles,tags' },
  })
  // The answer is keyed by whatever was asked; these six were.
  return lists as Lists
}
export const idOf = (options: ParamOption[], name: string) =>
  options.find((option) => option.name === name)!.id

export const articleBody = (code: string, changes: Record<string, unknown> = {}) => ({
  code,
  name: `Article ${code}`,
  ...changes,
})

export type Article = Record<string, unknown> & { id: string; code: string; version: number; status: string }
export const postArticle = (client: ApiClient, body: ArticleBody): Promise<Article> =>
  created(client, articleEndpoints.create, body)
// The body of an update: the record's editable fields as read.
export const editable = (article: Article, changes: Partial<UpdateArticleBody> = {}) => {
  const {
    id,
    category_name,
    color_name,
    size_name,
    unit_name,
    supplier_name,
    packing_instruction_name,
    box_type_name,
    style_name,
    tags,
    status,
    archived_at,
    created_at,
    updated_at,
    ...body
  } = article
  const components = (article.components as Array<Record<string, unknown>>).map((c) => ({
    component_id: c.component_id,
    quantity: c.quantity,
    unit_id: c.unit_id,
  }))
  // The record is read untyped (Article above), so its remaining fields are taken as the update body.
  return { ...body, components, ...changes } as UpdateArticleBody
}
