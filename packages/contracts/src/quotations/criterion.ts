import { z } from 'zod'
import { Id } from '../http/common.ts'
import { optionalText } from '../http/fields.ts'

// Spec §2.10: the criteria of a quotation fall in five blocks, in this order on every screen.
export const criterionBlocks = [
  'financial',
  'production-delivery',
  'labor-legal',
  'sustainability',
  'product-quality',
] as const
export const CriterionBlock = z.enum(criterionBlocks)
export type CriterionBlock = z.infer<typeof CriterionBlock>

// What a supplier answers with: free text, a number, yes or no, one of the buyer's options, or a file.
export const criterionTypes = ['text', 'number', 'yes_no', 'select', 'file'] as const
export const CriterionType = z.enum(criterionTypes)
export type CriterionType = z.infer<typeof CriterionType>

// How a number answer meets the preferred value (a lead time at most 30 days, an audit score at least 80).
export const preferredRules = ['at_least', 'at_most', 'equal'] as const
export const PreferredRule = z.enum(preferredRules)
export type PreferredRule = z.infer<typeof PreferredRule>

export const yesNoAnswers = ['yes', 'no'] as const

export const Criterion = z.object({
  id: Id,
  block: CriterionBlock,
  name: z.string(),
  description: z.string().nullable(),
  type: CriterionType,
  options: z.array(z.string()),
  required: z.boolean(),
  preferred_value: z.string().nullable(),
  preferred_rule: PreferredRule.nullable(),
})
export type Criterion = z.infer<typeof Criterion>

export const maxCriteria = 200

const criterionFields = z.strictObject({
  block: CriterionBlock,
  name: z.string().trim().min(1).max(200),
  description: optionalText(1000),
  type: CriterionType,
  options: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  required: z.boolean().default(false),
  preferred_value: optionalText(200),
  preferred_rule: PreferredRule.nullable().default(null),
})
type CriterionFields = z.output<typeof criterionFields>

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message })

// The preferred value must be something the supplier can answer with.
function checkPreferred(criterion: CriterionFields, ctx: z.RefinementCtx) {
  const preferred = criterion.preferred_value
  if (preferred === null) return
  if (criterion.type === 'file') issue(ctx, 'preferred_value', 'quotations.criteria.noPreferredFile')
  if (criterion.type === 'select' && !criterion.options.includes(preferred))
    issue(ctx, 'preferred_value', 'quotations.criteria.preferredNotAnOption')
  if (criterion.type === 'yes_no' && !(yesNoAnswers as readonly string[]).includes(preferred))
    issue(ctx, 'preferred_value', 'quotations.criteria.preferredYesNo')
  if (criterion.type === 'number') {
    if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(preferred)) issue(ctx, 'preferred_value', 'validation.numeric')
    if (criterion.preferred_rule === null) issue(ctx, 'preferred_rule', 'quotations.criteria.ruleRequired')
  }
}

function checkCriterion(criterion: CriterionFields, ctx: z.RefinementCtx) {
  if (criterion.type === 'select' && criterion.options.length === 0)
    issue(ctx, 'options', 'quotations.criteria.optionsRequired')
  if (new Set(criterion.options.map((option) => option.toLowerCase())).size < criterion.options.length)
    issue(ctx, 'options', 'quotations.criteria.optionsRepeat')
  checkPreferred(criterion, ctx)
}

// Options belong to a select and a rule to a number: what another type was sent with is dropped, so a
// criterion switched from select to text does not keep invisible options.
const normalise = (criterion: CriterionFields) => ({
  ...criterion,
  options: criterion.type === 'select' ? criterion.options : [],
  preferred_rule:
    criterion.type === 'number' && criterion.preferred_value !== null ? criterion.preferred_rule : null,
})

export const CriterionBody = criterionFields.superRefine(checkCriterion).transform(normalise)
export type CriterionBody = z.input<typeof CriterionBody>

// A criterion is named once per block: two answers to one question could not be told apart.
export function checkCriterionNames(criteria: { block: string; name: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>()
  criteria.forEach((criterion, index) => {
    const key = `${criterion.block}\u0000${criterion.name.trim().toLowerCase()}`
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['criteria', index, 'name'],
        message: 'quotations.criteria.nameRepeat',
      })
    seen.add(key)
  })
}

const numberAnswer = /^-?\d{1,12}(\.\d{1,4})?$/

const fileId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// Whether a supplier's answer fits its criterion's type; the message key when it does not. A file is
// answered by uploading it: the value is the uploaded file's id, which the server checks is one of this
// invite's files for this criterion.
export function answerIssue(
  criterion: Pick<Criterion, 'type' | 'options'>,
  value: string,
): 'validation.numeric' | 'quotations.answers.notAnOption' | 'quotations.answers.fileByUpload' | null {
  if (criterion.type === 'number') return numberAnswer.test(value) ? null : 'validation.numeric'
  if (criterion.type === 'select')
    return criterion.options.includes(value) ? null : 'quotations.answers.notAnOption'
  if (criterion.type === 'yes_no')
    return (yesNoAnswers as readonly string[]).includes(value) ? null : 'quotations.answers.notAnOption'
  if (criterion.type === 'file') return fileId.test(value) ? null : 'quotations.answers.fileByUpload'
  return null
}
