import type { Locale } from '@scm/contracts'
import { recordAudit } from '../../../platform/audit/audit.ts'
import type { Platform } from '../../../platform/http/context.ts'
import { runAsUser } from '../../../platform/jobs/job-request-context.ts'
import { defineJob } from '../../../platform/jobs/job-type.ts'
import { postStockCount } from './stock-count-completion.ts'

type Payload = { countId: string; locale: Locale }

// Completes a count as the user who asked for it. The posting is one transaction with the count (all
// of its differences or none), so the job's progress moves at its steps: started, then done. A retry
// after a failure or a lost process finds the count completed and does nothing.
export const stockCountCompleteJob = (platform: Platform) =>
  defineJob<Payload>('inventory.stock-count.complete', async (job) => {
    const { companyId, userId, payload } = job
    if (!companyId || !userId) return
    await job.progress(5)
    const actor = { companyId, userId, locale: payload.locale }
    const done = await runAsUser(platform, actor, async (ctx) => {
      const outcome = await postStockCount(ctx, payload.countId)
      if (outcome)
        await recordAudit(ctx, {
          entityType: 'stock-count',
          entityId: payload.countId,
          action: 'completed',
          after: outcome,
        })
      return outcome
    })
    if (done)
      await job.log({
        key: 'stockCounts.job.done',
        params: { number: done.number, changed: done.changed },
      })
  })
