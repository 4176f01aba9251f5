import { type Locale, translate } from '@scm/contracts'
import { inCompany } from '../../../platform/db/tenant.ts'
import { readStoredFile } from '../../../platform/files/file-store.ts'
import type { Platform } from '../../../platform/http/context.ts'
import { runAsUser } from '../../../platform/jobs/job-request-context.ts'
import { defineSyncJob } from '../../../platform/jobs/sync-job.ts'
import { notify } from '../../notifications/index.ts'
import { findOrderImport, recordImportProgress } from './order-import.queries.ts'
import { draftOrder, problemMessage } from './order-import-draft.ts'
import { orderFileGroups } from './order-import-groups.ts'

type Payload = { importId: string; locale: Locale }

// Creates the file's draft orders as the user who uploaded it, one order per transaction with the
// import's progress, so a retried job carries on after the last order that committed. Checked again:
// a list may have changed since the upload; an order the service now refuses is skipped, with why.
// A sync job: the company's users see the import banner while it runs.
export const orderImportJob = (platform: Platform) =>
  defineSyncJob<Payload>('orders.import', async (job) => {
    const { companyId, userId, payload } = job
    const upload = await inCompany(job.db, companyId, (tx) => findOrderImport(tx, payload.importId))
    if (!upload || !userId) return
    const actor = { companyId, userId, locale: payload.locale }
    const bytes = await readStoredFile(platform.files, upload.fileKey)
    const { groups } = await runAsUser(platform, actor, (ctx) => orderFileGroups(ctx, bytes))
    if (upload.processedOrders === 0)
      await job.log({
        key: 'orders.import.jobStarted',
        params: { file: upload.fileName, orders: groups.length },
      })
    for (let index = upload.processedOrders; index < groups.length; index++) {
      const group = groups[index]!
      const { order, problems } = await runAsUser(platform, actor, async (ctx) => {
        const outcome = await draftOrder(ctx, group, 'create')
        await recordImportProgress(ctx.tx, upload.id, index + 1, outcome.order?.number ?? null)
        return outcome
      })
      if (order)
        await job.log({
          key: 'orders.import.jobCreated',
          params: { number: order.number, reference: group.reference },
        })
      else {
        const first = problemMessage(problems[0]!, payload.locale)
        const reason = translate(payload.locale, first.key, first.params)
        await job.log({ key: 'orders.import.jobSkipped', params: { reference: group.reference, reason } })
      }
      await job.progress(((index + 1) / groups.length) * 100)
    }
    const finished = await inCompany(job.db, companyId, (tx) => findOrderImport(tx, upload.id))
    const outcome = { created: finished!.createdNumbers.length, skipped: finished!.skippedOrders }
    await job.log({
      key: 'orders.import.jobDone',
      params: { ...outcome, numbers: finished!.createdNumbers.join(', ') || '–' },
    })
    // The banner and the queue log are for those who watch the company's syncs; the user who uploaded
    // the file hears of the result in any case.
    await runAsUser(platform, actor, (ctx) =>
      notify(ctx, {
        companyId,
        recipients: [userId],
        type: 'order-import',
        message: 'orders.import.notifyDone',
        params: { ...outcome, file: upload.fileName },
        link: '/orders/all',
        linkText: 'orders.import.openOrders',
      }),
    )
  })
