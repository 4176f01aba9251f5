import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db, Tx } from '../db/database.ts'
import { outbox } from './outbox.table.ts'

export interface MailMessage {
  companyId: string | null
  kind: (typeof outbox.$inferInsert)['kind']
  to: string
  subject: string
  text: string
  html?: string
  // Links the message carries; printed to the log when no SMTP server is configured.
  links?: string[]
}

export interface Mailer {
  // Stores the message in the outbox inside the caller's transaction; returns its delivery, to run after commit.
  queue(tx: Tx | Db, message: MailMessage): Promise<() => Promise<void>>
}

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log: FastifyBaseLogger },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null

  async function deliver(id: string, message: MailMessage) {
    if (!transport) {
      // No SMTP: the mail stays in the outbox, and a single-machine user can still follow its link.
      options.log.info(
        { mailTo: message.to, subject: message.subject, links: message.links },
        'mail stored (no SMTP configured)',
      )
      await db.update(outbox).set({ status: 'logged', sentAt: new Date() }).where(eq(outbox.id, id))
      return
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })
      await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, id))
    } catch (error) {
      options.log.error({ err: error, mailId: id }, 'mail delivery failed')
      await db
        .update(outbox)
        .set({ status: 'failed', error: String(error) })
        .where(eq(outbox.id, id))
    }
  }

  return {
    async queue(tx, message) {
      const [row] = await tx
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
      return () => deliver(row!.id, message)
    },
  }
}
