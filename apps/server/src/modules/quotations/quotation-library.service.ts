import type { QuotationLibraryBody } from '@scm/contracts'
import type { z } from 'zod'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { assertFileVersionReferences, fileVersionsByIds } from '../file-library/index.ts'
import { notifyCompany } from '../partners/index.ts'
import { assertQuestionReferences, questionsByIds } from '../question-library/index.ts'
import { mailExternalSupplier, withLiveLink } from './invites/quotation-invite-mail.ts'
import { bumpQuotation, invitesOfQuotation, type QuotationRow } from './quotation.queries.ts'
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
    const invites = await invitesOfQuotation(ctx.tx, id)
    // The suppliers already asked see the clarification on their open invite pages at once.
    announceInvitesUpdated(ctx, invites)
    const added = [
      ...addedQuestions.map((questionId) => questions.get(questionId)!.question),
      ...addedVersions.map((versionId) => files.get(versionId)!.title),
    ]
    if (row.status === 'in-progress' && added.length > 0) await tellClarified(ctx, row, invites, added)
    return true
  })

// The suppliers still answering hear what was added: in the bell in the app, by mail while their link
// works (decision 0043). One that was turned down, or closed by an award, answers no more.
async function tellClarified(
  ctx: RequestContext,
  row: QuotationRow,
  invites: Awaited<ReturnType<typeof invitesOfQuotation>>,
  added: string[],
) {
  const answering = invites.filter((invite) => invite.sentAt && invite.status === 'in-progress')
  const params = { number: row.number, name: row.name, added: addedList(added) }
  for (const external of await withLiveLink(ctx.tx, ctx.companyId, answering))
    await mailExternalSupplier(ctx, external, {
      subject: 'guest.mail.quotationClarifiedSubject',
      body: 'guest.mail.quotationClarifiedBody',
      params: { ...params, buyer: ctx.principal.company },
    })
  for (const invite of answering) {
    const supplier = invite.supplierCompanyId
    if (!supplier) continue
    ctx.afterCommit(() =>
      notifyCompany(ctx.platform, supplier, 'list.quotation.invites', {
        type: 'quotation-clarified',
        message: 'quotations.notice.clarified',
        params: { ...params, company: ctx.principal.company },
        link: `/quotation-invites/${invite.id}`,
        linkText: 'quotations.notice.openInvite',
      }),
    )
  }
}

// What was added, by its titles, as long as a notice line can carry.
const addedList = (titles: string[]) => {
  const list = titles.join('; ')
  return list.length > 200 ? `${list.slice(0, 199)}…` : list
}
