import Decimal from 'decimal.js'
import type { Tx } from '../../platform/db/database.ts'
import { inCompany } from '../../platform/db/tenant.ts'
import type { Platform } from '../../platform/http/context.ts'
import { enqueue } from '../../platform/jobs/job-queue.ts'
import { defineJob } from '../../platform/jobs/job-type.ts'
import { type NotifyContext, notify } from '../notifications/index.ts'
import { partnerRecipients } from './partner-recipients.ts'
import { alertCriteria, moveAlertsReached, platformSuppliers } from './turnover-alert.queries.ts'
import { turnoverShares } from './turnover-share.ts'

// Compares every supplier's share with every criterion's turnover alert, and tells those who manage
// agreements of each supplier that has just reached one: once per crossing, since a criterion stays in
// the supplier's reached set until a check finds the share below it (decision 0018).
export async function checkTurnoverAlerts(ctx: NotifyContext & { tx: Tx }, companyId: string) {
  const { tx } = ctx
  const criteria = await alertCriteria(tx, companyId)
  const suppliers = await platformSuppliers(tx, companyId)
  const shares = await turnoverShares(tx, companyId)
  let alerts = 0
  for (const supplier of suppliers) {
    const share = shares.get(supplier.companyId!) ?? '0.00'
    const reached = criteria.filter((criterion) => new Decimal(share).gte(criterion.percent!))
    const ids = reached.map((criterion) => criterion.id).sort()
    if (ids.join() === [...supplier.reached].sort().join()) continue
    if (!(await moveAlertsReached(tx, supplier, ids))) continue
    for (const criterion of reached.filter((entry) => !supplier.reached.includes(entry.id))) {
      await notify(ctx, {
        companyId,
        recipients: await partnerRecipients(tx, companyId),
        type: 'turnover-alert',
        message: 'partners.turnoverAlert',
        params: {
          supplier: supplier.name,
          share,
          percent: String(Number(criterion.percent)),
          criterion: criterion.name,
        },
        link: `/suppliers/${supplier.id}`,
        linkText: 'partners.openSupplier',
      })
      alerts++
    }
  }
  return alerts
}

export const turnoverAlertJob = (platform: Platform) =>
  defineJob<Record<string, never>>('partners.turnover-alert', async (job) => {
    const { companyId } = job
    if (!companyId) return
    const tasks: Array<() => Promise<void>> = []
    const alerts = await inCompany(job.db, companyId, (tx) =>
      checkTurnoverAlerts({ tx, platform, afterCommit: (task) => tasks.push(task) }, companyId),
    )
    for (const task of tasks) await task()
    await job.log(`${alerts} turnover alert(s) sent`)
  })

// Called after an order to one of the company's suppliers was sent, or stopped counting (cancelled,
// rejected, back to draft): every supplier's share moved, so the alerts are checked in a job.
export async function queueTurnoverCheck(platform: Platform, buyerCompanyId: string) {
  await inCompany(platform.db, buyerCompanyId, (tx) =>
    enqueue(tx, turnoverAlertJob(platform), {}, { companyId: buyerCompanyId, userId: null }),
  )
  await platform.jobs.wake()
}
