import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'
import type { Db, Tx } from '../db/database.ts'
import { redactLinkTokens } from '../http/log-redaction.ts'
import { messageOf } from '../jobs/job-outcome.ts'
import { enqueue } from '../jobs/job-queue.ts'
import { defineJob, type JobType } from '../jobs/job-type.ts'
import type { Jobs } from '../jobs/job-worker.ts'
import { outbox } from './outbox.table.ts'

export interface MailMessage {
  companyId: string | null
  // Who caused the mail, shown on the queue log; null for mail nobody signed in caused.
  userId?: string | null
  kind: (typeof outbox.$inferInsert)['kind']
  to: string
  subject: string
  text: string
  html?: string
  // Links the message carries; printed to the log when no SMTP server is configured.
  links?: string[]
}

export interface Mailer {
  // Stores the message in the outbox and its delivery job inside the caller's transaction; returns
  // what to run after commit (waking the worker).
  queue(tx: Tx | Db, message: MailMessage): Promise<() => Promise<void>>
}

// Only the outbox row holds the mail: a job's payload, log and error are kept as long as the job and
// must never carry a link secret (decision 0024).
type DeliveryPayload = { outboxId: string }

// With SMTP, the stored copy of a mail nobody will send again keeps its links without their secrets.
const withoutSecrets = (mail: { text: string; html: string | null }) => ({
  text: redactLinkTokens(mail.text),
  html: mail.html === null ? null : redactLinkTokens(mail.html),
})

// Delivery is a job (ARCHITECTURE rule 6): an SMTP failure is retried with back-off, and mail queued
// just before a restart is still sent. The outbox row keeps the delivery's outcome.
export function createMailer(
  db: Db,
  jobs: Jobs,
  options: { smtpUrl?: string; from: string; log: FastifyBaseLogger },
): Mailer {
  // The SMTP client is loaded with the first mail it sends, not on every start.
  let transport: Promise<Transporter> | undefined
  const smtp = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)))
  const setStatus = (id: string, change: Partial<typeof outbox.$inferInsert>) =>
    db.update(outbox).set(change).where(eq(outbox.id, id))

  const deliver = defineJob<DeliveryPayload>('mail.deliver', async (job) => {
    const [mail] = await job.db.select().from(outbox).where(eq(outbox.id, job.payload.outboxId))
    if (!mail) throw new Error('mail not found in the outbox')
    // An earlier attempt sent it and then lost its lease: never send the same mail twice.
    if (mail.status === 'sent' || mail.status === 'logged') {
      await job.log({ key: 'jobs.mailAlreadyDelivered' })
      return
    }
    if (!options.smtpUrl) {
      // No SMTP: the outbox is the delivery channel and keeps the mail whole (ARCHITECTURE rule 9).
      await setStatus(mail.id, { status: 'logged', sentAt: new Date() })
      await job.log({ key: 'jobs.mailLogged' })
      return
    }
    try {
      await (await smtp(options.smtpUrl)).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      })
    } catch (error) {
      // The outbox shows the last attempt's error at once; a later successful retry marks it sent.
      // Only the message is kept and logged, without link secrets (an SMTP server may quote what it
      // refused); the job's error and log line take it from the error thrown here.
      const reason = redactLinkTokens(messageOf(error))
      options.log.error({ mailId: mail.id, reason }, 'mail delivery failed')
      await setStatus(mail.id, { status: 'failed', error: reason })
      throw new Error(reason)
    }
    await setStatus(mail.id, { status: 'sent', sentAt: new Date(), error: null, ...withoutSecrets(mail) })
    await job.log({ key: 'jobs.mailSent' })
  })
  const deliverMail: JobType<DeliveryPayload> = {
    ...deliver,
    // Retries are spent: the sender sends a new link (resend, a new reset request), so the failed
    // copy need not keep a working one until it expires.
    async ended({ status, payload }) {
      if (status !== 'failed' || !options.smtpUrl) return
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, payload.outboxId))
      if (mail) await setStatus(mail.id, withoutSecrets(mail))
    },
  }
  jobs.register(deliverMail)

  return {
    async queue(tx, message) {
      // Mail and its delivery job are stored together even when the caller has no transaction open.
      await tx.transaction(async (inner) => {
        const [row] = await inner
          .insert(outbox)
          .values({
            companyId: message.companyId,
            kind: message.kind,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          })
          .returning({ id: outbox.id })
        await enqueue(
          inner,
          deliverMail,
          { outboxId: row!.id },
          { companyId: message.companyId, userId: message.userId ?? null },
        )
      })
      return async () => {
        // Without SMTP a single-machine user follows the link from here (ARCHITECTURE rule 9); the
        // line waits for the commit, so it never names a mail that was rolled back.
        if (!options.smtpUrl)
          options.log.info(
            { mailTo: message.to, subject: message.subject, links: message.links },
            'mail stored (no SMTP configured)',
          )
        jobs.wake()
      }
    },
  }
}
