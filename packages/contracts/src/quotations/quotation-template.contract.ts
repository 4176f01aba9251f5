import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { ActiveFilter } from '../http/crud-endpoints.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { Criterion, CriterionBlock, CriterionBody, checkCriterionNames, maxCriteria } from './criterion.ts'

// A reusable set of criteria (spec §2.1 Quotation templates): a quotation starts from one and copies its
// criteria, so a later change of the template leaves sent quotations as they were.
export const QuotationTemplateSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  criteria_count: z.number().int(),
  required_count: z.number().int(),
  blocks: z.array(CriterionBlock),
  updated_at: Timestamp,
  version: Version,
})
export type QuotationTemplateSummary = z.infer<typeof QuotationTemplateSummary>

export const QuotationTemplate = QuotationTemplateSummary.extend({ criteria: z.array(Criterion) })
export type QuotationTemplate = z.infer<typeof QuotationTemplate>

const templateFields = z.strictObject({
  name: z.string().trim().min(1).max(120),
  description: optionalText(1000),
  active: z.boolean().default(true),
  criteria: z.array(CriterionBody).max(maxCriteria),
})
const criteriaNamed = (body: { criteria: { block: string; name: string }[] }, ctx: z.RefinementCtx) =>
  checkCriterionNames(body.criteria, ctx)

export const QuotationTemplateBody = templateFields.superRefine(criteriaNamed)
export type QuotationTemplateBody = z.input<typeof QuotationTemplateBody>
export const UpdateQuotationTemplateBody = templateFields
  .extend({ version: Version })
  .superRefine(criteriaNamed)
export type UpdateQuotationTemplateBody = z.input<typeof UpdateQuotationTemplateBody>

export const QuotationTemplateListQuery = listQuery(['name', 'criteria_count', 'updated_at'], {
  active: ActiveFilter,
  block: CriterionBlock,
})

const path = '/quotation-templates'
const read = 'list.quotations' as const
const write = 'create.quotation' as const

export const quotationTemplateEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    permission: read,
    query: QuotationTemplateListQuery,
    response: listResponse(QuotationTemplateSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    permission: read,
    params: IdParams,
    response: QuotationTemplate,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    permission: write,
    body: QuotationTemplateBody,
    response: QuotationTemplate,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    body: UpdateQuotationTemplateBody,
    response: QuotationTemplate,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    permission: write,
    params: IdParams,
    response: MessageBody,
  }),
}
