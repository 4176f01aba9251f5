import { z } from 'zod'
import { TokenParams } from '../auth/auth.contract.ts'
import { attachmentUpload } from '../files/attachment.contract.ts'
import { Id } from '../http/common.ts'

// A file a supplier uploaded as its answer to a file criterion (decision 0042). The answer's value is
// this file's id; the buyer reaches it only once the answer naming it is sent.
export const AnswerFile = z.object({
  id: Id,
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
})
export type AnswerFile = z.infer<typeof AnswerFile>

// The same documents, limits and types as any attachment.
export const answerFileUpload = attachmentUpload

export const CriterionFileParams = z.strictObject({ id: Id, criterionId: Id })
export const AnswerFileParams = z.strictObject({ id: Id, fileId: Id })
export const GuestCriterionFileParams = TokenParams.extend({ criterionId: Id })
export const GuestAnswerFileParams = TokenParams.extend({ fileId: Id })
