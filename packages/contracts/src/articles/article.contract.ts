import { z } from 'zod'
import { TagRef } from '../company-settings/tag.contract.ts'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { Currency } from '../master-data/trade-terms.ts'
import { ArticleStatus, articleFieldShape, articleRules } from './article-fields.ts'

const text = z.string().nullable()
const ref = Id.nullable()
const amount = z.string().nullable()

// One row of the article library: what the list shows, filters and exports.
export const ArticleSummary = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  category_id: ref,
  category_name: text,
  color_name: text,
  size_name: text,
  sku: text,
  ean: text,
  unit_name: text,
  supplier_company_id: ref,
  supplier_name: text,
  lead_time_days: z.number().int().nullable(),
  status: ArticleStatus,
  created_at: Timestamp,
  updated_at: Timestamp,
  version: Version,
})
export type ArticleSummary = z.infer<typeof ArticleSummary>

export const ArticleComponent = z.object({
  component_id: Id,
  component_code: z.string(),
  component_name: z.string(),
  quantity: z.string(),
  unit_id: ref,
})
export type ArticleComponent = z.infer<typeof ArticleComponent>

// Every field of spec §3 Article, with the names of what it refers to.
export const Article = ArticleSummary.extend({
  description: text,
  style_id: ref,
  style_name: text,
  supplier_article_id: text,
  tag_ids: z.array(Id),
  tags: z.array(TagRef),
  color_id: ref,
  size_id: ref,
  unit_id: ref,
  sales_price: amount,
  sales_currency: Currency.nullable(),
  composition: text,
  item_category_code_id: ref,
  barcode: text,
  tariff_code: text,
  country_of_origin: text,
  weight: amount,
  length: amount,
  width: amount,
  height: amount,
  packing_instruction_id: ref,
  packing_instruction_name: text,
  box_type_id: ref,
  box_type_name: text,
  delivery_drop_code_id: ref,
  carbon_kg: amount,
  water_l: amount,
  energy_kwh: amount,
  renewable: z.boolean(),
  components: z.array(ArticleComponent),
  inventory_min: amount,
  inventory_max: amount,
  shared_with: z.array(Id),
  archived_at: Timestamp.nullable(),
})
export type Article = z.infer<typeof Article>

export const ArticleBody = z.strictObject(articleFieldShape).superRefine(articleRules)
export type ArticleBody = z.input<typeof ArticleBody>
export const UpdateArticleBody = z
  .strictObject({ ...articleFieldShape, version: Version })
  .superRefine(articleRules)
export type UpdateArticleBody = z.input<typeof UpdateArticleBody>

// partner_company_id: the articles a partner supplies or that are shared with it (the supplier card).
export const ArticleListQuery = listQuery(
  ['code', 'name', 'category', 'supplier', 'status', 'lead_time_days', 'created_at', 'updated_at'],
  { status: ArticleStatus, category_id: Id, supplier_company_id: Id, partner_company_id: Id },
)
export type ArticleListQuery = z.infer<typeof ArticleListQuery>

export const ArticleOption = z.object({ id: Id, code: z.string(), name: z.string() })
export type ArticleOption = z.infer<typeof ArticleOption>
export const ArticleOptionsQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  exclude_id: Id.optional(),
})

// A partner company: a supplier or client linked to the acting company (partnerships).
export const PartnerOption = z.object({ id: Id, name: z.string() })

// An article a partner shared with us: read-only, without the owner's internal fields (supplier,
// inventory levels, tags, sharing).
export const SharedArticle = z.object({
  id: Id,
  owner_company_id: Id,
  owner_name: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  description: text,
  sku: text,
  ean: text,
  barcode: text,
  composition: text,
  country_of_origin: text,
  tariff_code: text,
  weight: amount,
  length: amount,
  width: amount,
  height: amount,
  lead_time_days: z.number().int().nullable(),
  status: ArticleStatus,
  updated_at: Timestamp,
})
export type SharedArticle = z.infer<typeof SharedArticle>
export const SharedArticleListQuery = listQuery(['code', 'name', 'owner', 'updated_at'], {
  owner_company_id: Id,
})

const perm = 'list.products'
const byId = { params: IdParams, permission: perm } as const

export const articleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/articles',
    permission: perm,
    query: ArticleListQuery,
    response: listResponse(ArticleSummary),
  }),
  // For pickers (order lines, bills of material): active articles only, 20 at a time.
  options: defineEndpoint({
    method: 'GET',
    path: '/articles/options',
    permission: perm,
    query: ArticleOptionsQuery,
    response: z.array(ArticleOption),
  }),
  partners: defineEndpoint({
    method: 'GET',
    path: '/articles/partners',
    permission: perm,
    response: z.array(PartnerOption),
  }),
  shared: defineEndpoint({
    method: 'GET',
    path: '/articles/shared',
    permission: perm,
    query: SharedArticleListQuery,
    response: listResponse(SharedArticle),
  }),
  sharedGet: defineEndpoint({
    method: 'GET',
    path: '/articles/shared/:id',
    ...byId,
    response: SharedArticle,
  }),
  get: defineEndpoint({ method: 'GET', path: '/articles/:id', ...byId, response: Article }),
  create: defineEndpoint({
    method: 'POST',
    path: '/articles',
    permission: perm,
    body: ArticleBody,
    response: Article,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/articles/:id',
    ...byId,
    body: UpdateArticleBody,
    response: Article,
  }),
  // Idempotent: archiving an archived article (or restoring an active one) changes nothing.
  archive: defineEndpoint({ method: 'POST', path: '/articles/:id/archive', ...byId, response: Article }),
  restore: defineEndpoint({ method: 'POST', path: '/articles/:id/restore', ...byId, response: Article }),
}
