import type { Certificate, CertificateState } from '@scm/contracts'
import { inCompany } from '../../platform/db/tenant.ts'
import type { Platform, RequestContext } from '../../platform/http/context.ts'
import { enqueue } from '../../platform/jobs/job-queue.ts'
import { defineJob } from '../../platform/jobs/job-type.ts'
import { notify } from '../notifications/index.ts'
import { findUnnotifiedCertificate, markCertificateNotified } from './certificate-expiry.queries.ts'
import { partnerRecipients } from './partner-recipients.ts'

const day = 86_400_000
// Without its own notice period a certificate shows as expiring this many days before.
const defaultWarningDays = 30
const today = () => new Date().toISOString().slice(0, 10)
const noticeDate = (validTo: string, days: number) =>
  new Date(Date.parse(`${validTo}T00:00:00Z`) - days * day).toISOString().slice(0, 10)

export function certificateState(
  validFrom: string,
  validTo: string,
  notifyDays: number | null,
): CertificateState {
  const now = today()
  if (validTo < now) return 'expired'
  if (validFrom > now) return 'upcoming'
  return noticeDate(validTo, notifyDays ?? defaultWarningDays) <= now ? 'expiring' : 'valid'
}

type Payload = { certificateId: string; validTo: string; notifyDays: number }

// Sends the expiry notice of one certificate on its day. A certificate changed or removed since the
// notice was scheduled (another date, another period) is skipped: its own newer notice is queued.
export const certificateExpiryJob = (platform: Platform) =>
  defineJob<Payload>('partners.certificate-expiry', async (job) => {
    const { companyId, payload } = job
    if (!companyId) return
    const tasks: Array<() => Promise<void>> = []
    const sent = await inCompany(job.db, companyId, async (tx) => {
      const row = await findUnnotifiedCertificate(tx, payload.certificateId)
      const current = row?.certificate
      if (!current || current.validTo !== payload.validTo || current.notifyDaysBefore !== payload.notifyDays)
        return false
      await notify(
        { tx, platform, afterCommit: (task) => tasks.push(task) },
        {
          companyId,
          recipients: await partnerRecipients(tx, companyId),
          type: 'certificate-expiring',
          message: 'partners.certificateExpiring',
          params: { type: row.typeName, supplier: row.supplier, date: current.validTo },
          link: `/suppliers/${current.agreementId}`,
          linkText: 'partners.openCard',
        },
      )
      await markCertificateNotified(tx, current.id)
      return true
    })
    for (const task of tasks) await task()
    await job.log(sent ? 'expiry notice sent' : 'certificate changed since; no notice')
  })

// Queues the notice for the day `notify_days_before` ahead of expiry (at once when that day has come).
export async function scheduleExpiryNotice(ctx: RequestContext, certificate: Certificate) {
  const days = certificate.notify_days_before
  if (days === null || certificate.valid_to < today()) return
  const due = noticeDate(certificate.valid_to, days)
  await enqueue(
    ctx.tx,
    certificateExpiryJob(ctx.platform),
    { certificateId: certificate.id, validTo: certificate.valid_to, notifyDays: days },
    { companyId: ctx.companyId, userId: ctx.userId },
    due > today() ? { runAt: new Date(`${due}T00:00:00Z`) } : {},
  )
  ctx.afterCommit(async () => ctx.platform.jobs.wake())
}
