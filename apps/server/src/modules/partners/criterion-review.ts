import { inCompany } from '../../platform/db/tenant.ts'
import type { Platform, RequestContext } from '../../platform/http/context.ts'
import { enqueue } from '../../platform/jobs/job-queue.ts'
import { defineJob } from '../../platform/jobs/job-type.ts'
import { notify } from '../notifications/index.ts'
import { partnerRecipients } from './partner-recipients.ts'
import { findCriterionDueOn } from './supplier-criterion.queries.ts'

type Payload = { criterionId: string; nextReview: string }

const today = () => new Date().toISOString().slice(0, 10)

// On a criterion's next-review day, those who manage agreements are told to review their suppliers on
// it. A criterion whose date changed since (or that was removed) is skipped: its newer notice is queued.
export const criterionReviewJob = (platform: Platform) =>
  defineJob<Payload>('partners.criterion-review', async (job) => {
    const { companyId, payload } = job
    if (!companyId) return
    const tasks: Array<() => Promise<void>> = []
    const sent = await inCompany(job.db, companyId, async (tx) => {
      const criterion = await findCriterionDueOn(tx, payload.criterionId, payload.nextReview)
      if (!criterion) return false
      await notify(
        { tx, platform, afterCommit: (task) => tasks.push(task) },
        {
          companyId,
          recipients: await partnerRecipients(tx, companyId),
          type: 'criterion-review-due',
          message: 'partners.criterionReviewDue',
          params: { criterion: criterion.name, date: payload.nextReview },
          link: '/admin/supplier-criteria',
          linkText: 'partners.openCriteria',
        },
      )
      return true
    })
    for (const task of tasks) await task()
    await job.log(sent ? 'review notice sent' : 'criterion changed since; no notice')
  })

// Queues the notice for the criterion's next-review day (at once when that day has come).
export async function scheduleCriterionReview(
  ctx: RequestContext,
  criterion: { id: string; next_review: string | null },
) {
  if (!criterion.next_review) return
  const due = criterion.next_review
  await enqueue(
    ctx.tx,
    criterionReviewJob(ctx.platform),
    { criterionId: criterion.id, nextReview: due },
    { companyId: ctx.companyId, userId: ctx.userId },
    due > today() ? { runAt: new Date(`${due}T00:00:00Z`) } : {},
  )
  ctx.afterCommit(async () => ctx.platform.jobs.wake())
}
