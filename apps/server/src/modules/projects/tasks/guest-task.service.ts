import type { GuestTask, GuestTaskUpdateBody, TaskCommentBody, TaskGuestLinkBody } from '@scm/contracts'
import { pickLocale } from '@scm/contracts'
import { recordAudit } from '../../../platform/audit/audit.ts'
import type { Tx } from '../../../platform/db/database.ts'
import { inCompany, inGuestDocument } from '../../../platform/db/tenant.ts'
import { notFound } from '../../../platform/errors/app-error.ts'
import { linkInvalid, openGuestLink } from '../../../platform/guest-links/guest-access.ts'
import { mailGuestLink } from '../../../platform/guest-links/guest-link-mail.ts'
import { listGuestLinks, revokeGuestLink, toGuestLink } from '../../../platform/guest-links/guest-links.ts'
import type { PublicContext, RequestContext } from '../../../platform/http/context.ts'
import { findCompanyLocale, findCompanyName } from '../../../platform/tenancy/company-lookup.ts'
import { guestTaskRow } from './guest-task.queries.ts'
import { findTask } from './task.queries.ts'
import { updateTask } from './task.service.ts'
import { taskGuestDocuments as documents, taskGuestLink } from './task-guest-link.ts'
import { insertTaskComment, projectName, taskCommentRows } from './task-page.queries.ts'
import { taskEntityType as entityType } from './task-page.service.ts'

// Someone who may change the plan mails one task to an outsider, with the password they give them
// apart (spec §5). A new link replaces the live one of the task.
export async function sendTaskGuestLink(ctx: RequestContext, taskId: string, body: TaskGuestLinkBody) {
  const found = await findTask(ctx.tx, taskId)
  if (!found) throw notFound()
  const company = await findCompanyName(ctx.tx, ctx.companyId)
  const locale = pickLocale((await findCompanyLocale(ctx.tx, ctx.companyId))?.locale ?? 'en')
  const project = await projectName(ctx.tx, found.task.projectId)
  const link = await mailGuestLink(ctx, {
    kind: taskGuestLink,
    companyId: ctx.companyId,
    documentId: taskId,
    actingCompanyId: null,
    recipientEmail: body.email,
    createdBy: { id: ctx.userId, name: `${ctx.principal.firstName} ${ctx.principal.lastName}`.trim() },
    password: body.password,
    locale,
    page: (token) => `/guest/tasks/${token}`,
    subject: 'guest.mail.taskSubject',
    body: 'guest.mail.taskBodyPassword',
    bodyWithPassword: 'guest.mail.taskBodyPassword',
    params: {
      company: company?.name ?? '',
      project: project ?? '',
      name: found.task.name,
      days: taskGuestLink.validDays,
    },
  })
  await recordAudit(ctx, {
    entityType,
    entityId: taskId,
    action: 'guest-link.sent',
    after: { guest_email: link.recipientEmail },
  })
  return toGuestLink(link)
}

export async function revokeTaskGuestLink(ctx: RequestContext, taskId: string, linkId: string) {
  if (!(await findTask(ctx.tx, taskId))) throw notFound()
  const links = await listGuestLinks(ctx.tx, ctx.companyId, documents(taskId))
  const link = links.find((each) => each.id === linkId)
  if (!link || !(await revokeGuestLink(ctx.tx, ctx.companyId, linkId, documents(taskId)))) throw notFound()
  await recordAudit(ctx, {
    entityType,
    entityId: taskId,
    action: 'guest-link.revoked',
    before: { guest_email: link.recipient_email },
  })
  return { id: linkId }
}

// A guest's link, opened, with the name of the company that sent it. The name is read where the link
// was found, on the platform connection (the link names its issuer), before any transaction: PGlite has
// one connection, and no company policy has to open for it.
async function openTaskLink(ctx: PublicContext, token: string) {
  const link = await openGuestLink(ctx, taskGuestLink, token)
  const company = (await findCompanyName(ctx.platform.db, link.companyId))?.name ?? ''
  return { link, company }
}

type OpenedLink = Awaited<ReturnType<typeof openTaskLink>>

// Reads and comments run acting for no company, where the *_guest policies admit the link's one task,
// its project's row and its comments (decisions 0039, 0049).
async function asTaskGuest<T>(
  ctx: PublicContext,
  token: string,
  work: (tx: Tx, opened: OpenedLink) => Promise<T>,
) {
  const opened = await openTaskLink(ctx, token)
  return inGuestDocument(ctx.platform.db, opened.link.documentId, (tx) => work(tx, opened))
}

async function guestView(tx: Tx, { link, company }: OpenedLink): Promise<GuestTask> {
  const row = await guestTaskRow(tx, link.documentId)
  if (!row) throw linkInvalid()
  const project = (await projectName(tx, row.projectId)) ?? ''
  const comments = await taskCommentRows(tx, row.id)
  return {
    company_name: company,
    project_name: project,
    task: {
      id: row.id,
      name: row.name,
      description: row.description,
      start_date: row.startDate,
      end_date: row.endDate,
      status: row.status,
      progress: row.progress,
      version: row.version,
    },
    comments: comments.map((comment) => ({
      id: comment.id,
      // A colleague's comment from before names were kept beside it is signed by the company.
      author_name: comment.authorName ?? company,
      text: comment.text,
      created_at: comment.createdAt.toISOString(),
    })),
  }
}

export const getGuestTask = (ctx: PublicContext, token: string) =>
  asTaskGuest(ctx, token, (tx, opened) => guestView(tx, opened))

// The status change keeps the plan's rules (completing completes the subtree; versions; the project's
// lock; the audit; the live event), so it runs the plan's own update as the project's company, on the
// link's task only. The guest is named in the history by the address its link went to.
export async function updateGuestTask(ctx: PublicContext, token: string, body: GuestTaskUpdateBody) {
  const opened = await openTaskLink(ctx, token)
  const { link } = opened
  await inCompany(ctx.platform.db, link.companyId, (tx) =>
    updateTask(
      {
        tx,
        companyId: link.companyId,
        platform: ctx.platform,
        afterCommit: ctx.afterCommit,
        userId: null,
        actorName: link.recipientEmail,
      },
      link.documentId,
      { status: body.status, version: body.version },
    ),
  )
  return inGuestDocument(ctx.platform.db, link.documentId, (tx) => guestView(tx, opened))
}

export const commentGuestTask = (ctx: PublicContext, token: string, body: TaskCommentBody) =>
  asTaskGuest(ctx, token, async (tx, opened) => {
    const { link } = opened
    const row = await guestTaskRow(tx, link.documentId)
    if (!row) throw linkInvalid()
    const comment = await insertTaskComment(tx, {
      companyId: row.companyId,
      taskId: row.id,
      authorId: null,
      authorName: link.recipientEmail,
      text: body.text,
    })
    await recordAudit(
      { tx, companyId: row.companyId, userId: null, actorName: link.recipientEmail },
      { entityType, entityId: row.id, action: 'commented', after: { text: comment.text } },
    )
    return guestView(tx, opened)
  })
