import { type Locale, translate } from '@scm/contracts'
import { inCompany } from '../db/tenant.ts'
import { readStoredFile } from '../files/file-store.ts'
import type { Platform } from '../http/context.ts'
import { runAsUser } from '../jobs/job-request-context.ts'
import { defineSyncJob } from '../jobs/sync-job.ts'
import { type FileImport, type ImportGroup, importItem } from './import-item.ts'
import { importKey, problemMessage } from './import-messages.ts'

export type FileImportPayload = { importId: string; locale: Locale }

// Creates the file's items as the user who uploaded it, one item per transaction with the import's
// progress, so a retried job carries on after the last item that committed. Checked again: a list may
// have changed since the upload; an item the service now refuses is skipped, with why. A sync job: the
// company's users see the import banner while it runs.
export const fileImportJob = <B, G extends ImportGroup<B>>(platform: Platform, spec: FileImport<B, G>) =>
  defineSyncJob<FileImportPayload>(spec.messages, async (job) => {
    const { companyId, userId, payload } = job
    const upload = await inCompany(job.db, companyId, (tx) => spec.store.find(tx, payload.importId))
    if (!upload || !userId) return
    const actor = { companyId, userId, locale: payload.locale }
    const log = (message: Parameters<typeof importKey>[1], params: Record<string, string | number>) =>
      job.log({ key: importKey(spec.messages, message), params })
    const bytes = await readStoredFile(platform.files, upload.fileKey)
    const { groups } = await runAsUser(platform, actor, (ctx) => spec.read(ctx, bytes))
    if (upload.processed === 0) await log('jobStarted', { file: upload.fileName, count: groups.length })
    for (let index = upload.processed; index < groups.length; index++) {
      const group = groups[index]!
      const { number, problems } = await runAsUser(platform, actor, async (ctx) => {
        const outcome = await importItem(ctx, spec, group, 'create')
        await spec.store.recordProgress(ctx.tx, upload.id, index + 1, outcome.number)
        return outcome
      })
      if (number) await log('jobCreated', { number, reference: group.reference })
      else {
        const first = problemMessage(problems[0]!, payload.locale, spec.messages)
        const reason = translate(payload.locale, first.key, first.params)
        await log('jobSkipped', { reference: group.reference, reason })
      }
      await job.progress(((index + 1) / groups.length) * 100)
    }
    const finished = await inCompany(job.db, companyId, (tx) => spec.store.find(tx, upload.id))
    const outcome = { created: finished!.createdNumbers.length, skipped: finished!.skipped }
    await log('jobDone', { ...outcome, numbers: finished!.createdNumbers.join(', ') || '–' })
    // The banner and the queue log are for those who watch the company's syncs; the user who uploaded
    // the file hears of the result in any case.
    await runAsUser(platform, actor, (ctx) => spec.finished(ctx, { ...outcome, file: upload.fileName }))
  })
