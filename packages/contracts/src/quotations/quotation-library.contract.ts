import { z } from 'zod'
import { Id, Version } from '../http/common.ts'
import { IsoDate } from '../partners/partner-fields.ts'

// A question of the buyer's FAQ attached to a quotation, as it read when it was attached: the supplier
// reads the quotation's copy, never the buyer's library, and a later edit there does not change it.
export const QuotationQuestion = z.object({
  question_id: Id,
  question: z.string(),
  answer: z.string(),
  category: z.string().nullable(),
})
export type QuotationQuestion = z.infer<typeof QuotationQuestion>

// A version of a file-library document attached to a quotation, described as it was attached. `expired`
// is the server's: valid_to before today (Europe/Stockholm), as the file library marks it.
export const QuotationFile = z.object({
  version_id: Id,
  title: z.string(),
  number: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  valid_from: IsoDate,
  valid_to: IsoDate,
  expired: z.boolean(),
})
export type QuotationFile = z.infer<typeof QuotationFile>

export const maxQuotationQuestions = 100
export const maxQuotationFiles = 50

// The whole list of what is attached, in the order shown; saved under the quotation's version.
export const QuotationLibraryBody = z.strictObject({
  question_ids: z.array(Id).max(maxQuotationQuestions),
  file_version_ids: z.array(Id).max(maxQuotationFiles),
  version: Version,
})
export type QuotationLibraryBody = z.input<typeof QuotationLibraryBody>

export const QuotationFileParams = z.strictObject({ id: Id, versionId: Id })
