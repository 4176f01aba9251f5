import { inCompany } from '../../platform/db/tenant.ts'
import type { Platform, RequestContext } from '../../platform/http/context.ts'
import { enqueue } from '../../platform/jobs/job-queue.ts'
import { defineJob } from '../../platform/jobs/job-type.ts'
import { notifyCompany } from '../partners/index.ts'
import { isExternal, mailExternalSupplier, withLiveLink } from './invites/quotation-invite-mail.ts'
import { findQuotation, invitesOfQuotation } from './quotation.queries.ts'

type Payload = { quotationId: string; deadline: string }

// The deadline is a day the supplier may answer on to its end, in Stockholm time as the app's days are
// (todayInCet): the reminder goes 24 hours before that end, when the deadline day begins there.
function reminderTime(deadline: string) {
  const midnightUtc = new Date(`${deadline}T00:00:00Z`)
  const inZone = (timeZone: string) => new Date(midnightUtc.toLocaleString('en-US', { timeZone })).getTime()
  return new Date(midnightUtc.getTime() - (inZone('Europe/Stockholm') - inZone('UTC')))
}

// Tells each linked supplier that has not answered that the deadline is 24 hours away, and mails each
// such external supplier whose link still works (decision 0043). A quotation whose deadline moved
// since (its own newer reminder is queued), or that is no longer in progress, is skipped.
export const deadlineReminderJob = (platform: Platform) =>
  defineJob<Payload>('quotations.deadline-reminder', async (job) => {
    const { companyId, payload } = job
    if (!companyId) return
    const later: Array<() => Promise<void>> = []
    const due = await inCompany(job.db, companyId, async (tx) => {
      const quotation = await findQuotation(tx, companyId, payload.quotationId)
      if (quotation?.status !== 'in-progress' || quotation.deadline !== payload.deadline) return null
      const waiting = (await invitesOfQuotation(tx, quotation.id)).filter(
        (invite) => invite.status === 'in-progress' && invite.answeredAt === null,
      )
      const external = await withLiveLink(tx, companyId, waiting.filter(isExternal))
      const sender = {
        tx,
        platform,
        afterCommit: (task: () => Promise<void>) => later.push(task),
        userId: null,
      }
      for (const invite of external)
        await mailExternalSupplier(sender, invite, {
          subject: 'guest.mail.quotationDeadlineSubject',
          body: 'guest.mail.quotationDeadlineBody',
          params: {
            buyer: invite.buyerName ?? '',
            number: quotation.number,
            name: quotation.name,
            deadline: payload.deadline,
          },
        })
      return { quotation, external, suppliers: waiting.filter((invite) => invite.supplierCompanyId) }
    })
    for (const task of later) await task()
    if (!due) return job.log('quotation changed since; no reminder')
    for (const invite of due.suppliers)
      await notifyCompany(platform, invite.supplierCompanyId!, 'list.quotation.invites', {
        // A reminder of the same request: the invite's notification setting governs it.
        type: 'quotation-invited',
        message: 'quotations.notice.deadline',
        params: { company: invite.buyerName ?? '', number: due.quotation.number, date: payload.deadline },
        link: `/quotation-invites/${invite.id}`,
        linkText: 'quotations.notice.openInvite',
      })
    await job.log(
      `reminded ${due.suppliers.length} suppliers in the app, mailed ${due.external.length} by link`,
    )
  })

// Queues the reminder of a quotation in progress for its deadline (at once when that time has come).
export async function scheduleDeadlineReminder(
  ctx: RequestContext,
  quotationId: string,
  deadline: string | null,
) {
  if (!deadline) return
  const at = reminderTime(deadline)
  await enqueue(
    ctx.tx,
    deadlineReminderJob(ctx.platform),
    { quotationId, deadline },
    { companyId: ctx.companyId, userId: ctx.userId },
    at.getTime() > Date.now() ? { runAt: at } : {},
  )
  ctx.afterCommit(async () => ctx.platform.jobs.wake())
}
