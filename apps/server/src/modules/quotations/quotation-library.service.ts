import type { QuotationLibraryBody } from '@scm/contracts'
import type { z } from 'zod'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertFileVersionReferences, fileVersionsByIds } from '../file-library/index.ts'
import { assertQuestionReferences, questionsByIds } from '../question-library/index.ts'
import { bumpQuotation, invitesOfQuotation } from './quotation.queries.ts'
import { changeQuotation } from './quotation.service.ts'
import {
  filesOfQuotation,
  type QuotationFileRow,
  type QuotationQuestionRow,
  questionsOfQuotation,
  replaceQuotationLibrary,
} from './quotation-library.queries.ts'
import { announceInvitesUpdated } from './quotation-notices.ts'

type LibraryBody = z.output<typeof QuotationLibraryBody>
type QuestionCopy = Pick<QuotationQuestionRow, 'question' | 'answer' | 'category'>
type FileCopy = Omit<QuotationFileRow, 'id' | 'companyId' | 'quotationId' | 'position' | 'versionId'>

// Draft and in progress: a buyer may add a clarification (an answer to a question several suppliers
// asked, a corrected document) after sending, and suppliers see it on their invite at once. Once awarded
// or closed nobody answers any more, so nothing is added. What was attached keeps the copy made then;
// only what is added now is checked against the libraries and copied, so a question retired or a
// document changed since does not make the quotation uneditable.
export const saveQuotationLibrary = (ctx: RequestContext, id: string, body: LibraryBody) =>
  changeQuotation(ctx, id, body.version, async (row) => {
    if (row.status !== 'draft' && row.status !== 'in-progress') throw conflict('quotations.libraryClosed')
    const questions = new Map<string, QuestionCopy>(
      (await questionsOfQuotation(ctx.tx, id)).map((question) => [question.questionId, question]),
    )
    const files = new Map<string, FileCopy>(
      (await filesOfQuotation(ctx.tx, id)).map((file) => [file.versionId, file]),
    )
    await assertQuestionReferences(ctx, body.question_ids, 'question_ids', [...questions.keys()])
    const versionIds = body.file_version_ids
    if (new Set(versionIds).size !== versionIds.length)
      throw invalidField('file_version_ids', 'quotations.libraryFileRepeated')
    const addedVersions = versionIds.filter((versionId) => !files.has(versionId))
    await assertFileVersionReferences(ctx, addedVersions, 'file_version_ids')
    const addedQuestions = body.question_ids.filter((questionId) => !questions.has(questionId))
    for (const text of await questionsByIds(ctx.tx, ctx.companyId, addedQuestions))
      questions.set(text.id, text)
    for (const summary of await fileVersionsByIds(ctx.tx, ctx.companyId, addedVersions))
      files.set(summary.versionId, { ...summary, number: summary.version })
    if (!(await bumpQuotation(ctx.tx, ctx.companyId, id, body.version))) return false
    await replaceQuotationLibrary(
      ctx.tx,
      ctx.companyId,
      id,
      body.question_ids.map((questionId, position) => {
        const { question, answer, category } = questions.get(questionId)!
        return { position, questionId, question, answer, category }
      }),
      versionIds.map((versionId, position) => {
        const { title, number, fileName, contentType, size, validFrom, validTo } = files.get(versionId)!
        return { position, versionId, title, number, fileName, contentType, size, validFrom, validTo }
      }),
    )
    // The suppliers already asked see the clarification on their open invite pages at once.
    announceInvitesUpdated(ctx, await invitesOfQuotation(ctx.tx, id))
    return true
  })
