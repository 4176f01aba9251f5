import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { optionalText } from '../http/fields.ts'
import { listQuery, listResponse } from '../http/list.ts'
import { StyleReviewResult } from './style.contract.ts'

// The company's criteria a style is reviewed against (spec §3 Supplier criteria, "In style review").
export const StyleReviewCriterion = z.object({
  id: Id,
  name: z.string(),
  mandatory: z.boolean(),
  preferred_value: z.string().nullable(),
  description: z.string().nullable(),
  created_at: Timestamp,
  version: Version,
})
export type StyleReviewCriterion = z.infer<typeof StyleReviewCriterion>

export const StyleReviewCriterionBody = z.strictObject({
  name: z.string().trim().min(2).max(120),
  mandatory: z.boolean().default(false),
  preferred_value: optionalText(200).default(null),
  description: optionalText(1000).default(null),
})
export type StyleReviewCriterionBody = z.input<typeof StyleReviewCriterionBody>
export const UpdateStyleReviewCriterionBody = StyleReviewCriterionBody.extend({ version: Version })
export type UpdateStyleReviewCriterionBody = z.input<typeof UpdateStyleReviewCriterionBody>

export const styleCriterionResults = ['pass', 'fail', 'not_applicable'] as const
export const StyleCriterionResult = z.enum(styleCriterionResults)
export type StyleCriterionResult = z.infer<typeof StyleCriterionResult>

// One line of a style's review: every criterion of the company, answered or not.
export const StyleReviewLine = z.object({
  criterion_id: Id,
  criterion_name: z.string(),
  mandatory: z.boolean(),
  preferred_value: z.string().nullable(),
  result: StyleCriterionResult.nullable(),
  comment: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: Timestamp.nullable(),
})
export type StyleReviewLine = z.infer<typeof StyleReviewLine>

export const StyleReview = z.object({
  style_id: Id,
  result: StyleReviewResult,
  lines: z.array(StyleReviewLine),
  version: Version,
})
export type StyleReview = z.infer<typeof StyleReview>

export const StyleReviewBody = z.strictObject({
  results: z
    .array(
      z.strictObject({
        criterion_id: Id,
        result: StyleCriterionResult.nullable(),
        comment: optionalText(1000).default(null),
      }),
    )
    .max(200),
  version: Version,
})
export type StyleReviewBody = z.input<typeof StyleReviewBody>

const perm = 'list.products'

export const styleReviewEndpoints = {
  listCriteria: defineEndpoint({
    method: 'GET',
    path: '/style-review-criteria',
    permission: perm,
    query: listQuery(['name', 'created_at'], { mandatory: z.enum(['true', 'false']) }),
    response: listResponse(StyleReviewCriterion),
  }),
  getCriterion: defineEndpoint({
    method: 'GET',
    path: '/style-review-criteria/:id',
    permission: perm,
    params: IdParams,
    response: StyleReviewCriterion,
  }),
  createCriterion: defineEndpoint({
    method: 'POST',
    path: '/style-review-criteria',
    permission: perm,
    body: StyleReviewCriterionBody,
    response: StyleReviewCriterion,
    status: 201,
  }),
  updateCriterion: defineEndpoint({
    method: 'PUT',
    path: '/style-review-criteria/:id',
    permission: perm,
    params: IdParams,
    body: UpdateStyleReviewCriterionBody,
    response: StyleReviewCriterion,
  }),
  removeCriterion: defineEndpoint({
    method: 'DELETE',
    path: '/style-review-criteria/:id',
    permission: perm,
    params: IdParams,
    response: MessageBody,
  }),
  getReview: defineEndpoint({
    method: 'GET',
    path: '/styles/:id/review',
    permission: perm,
    params: IdParams,
    response: StyleReview,
  }),
  saveReview: defineEndpoint({
    method: 'PUT',
    path: '/styles/:id/review',
    permission: perm,
    params: IdParams,
    body: StyleReviewBody,
    response: StyleReview,
  }),
}
