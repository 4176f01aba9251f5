import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { lastLinkToken, mailTo } from '../../testing/outbox-mail.ts'
import { createTestApp, jobSettle, ownAppTimeout, type TestApp } from '../../testing/test-app.ts'
import { rows } from '../db/rows.ts'

type JobRow = { status: string; attempts: number; error: string | null; payload: { outboxId: string } }

async function deliveryJob(t: TestApp, outboxId: string) {
  const [job] = await rows<JobRow>(
    t.database.db,
    sql`select status, attempts, error, payload from jobs where name = 'mail.deliver' and payload->>'outboxId' = ${outboxId}`,
  )
  return job
}

function forgotPassword(t: TestApp, email: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
}

describe('mail goes through the job queue', () => {
  const apps: TestApp[] = []
  afterAll(async () => {
    for (const app of apps) await app.close()
  })

  it(
    'without SMTP, stores the mail with its delivery job, logs its link; the outbox says logged',
    async () => {
      const logLines: string[] = []
      const t = await createTestApp({ logStream: { write: (line) => logLines.push(line) } })
      apps.push(t)
      expect((await forgotPassword(t, 'buyer@nordic.demo')).statusCode).toBe(200)
      const [mail] = await mailTo(t.database.db, 'buyer@nordic.demo', 'password-reset')
      await vi.waitFor(async () => {
        expect((await deliveryJob(t, mail!.id))?.status).toBe('completed')
        expect((await mailTo(t.database.db, 'buyer@nordic.demo', 'password-reset'))[0]?.status).toBe('logged')
      }, jobSettle)
      // Without SMTP the outbox and the log are the delivery channel (ARCHITECTURE rule 9): both keep
      // the working link, and only the outbox row holds it, not the job.
      const token = await lastLinkToken(t.database.db, 'buyer@nordic.demo', 'password-reset', '?token=')
      const logged = logLines
        .map((line) => JSON.parse(line))
        .find((entry) => entry.mailTo === 'buyer@nordic.demo')
      expect(logged).toMatchObject({
        msg: 'mail stored (no SMTP configured)',
        links: [`http://localhost:3000/reset-password?token=${token}`],
      })
      expect((await deliveryJob(t, mail!.id))?.payload).toEqual({ outboxId: mail!.id })
    },
    ownAppTimeout,
  )

  it(
    'retries a refused SMTP delivery with back-off instead of giving up',
    async () => {
      const t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1', jobs: { backoffMs: 60_000 } })
      apps.push(t)
      expect((await forgotPassword(t, 'admin@nordic.demo')).statusCode).toBe(200)
      const [mail] = await mailTo(t.database.db, 'admin@nordic.demo', 'password-reset')
      await vi.waitFor(async () => {
        const job = await deliveryJob(t, mail!.id)
        expect(job).toMatchObject({ status: 'queued', attempts: 1 })
        expect(job?.error).toMatch(/ECONNREFUSED/)
      }, jobSettle)
      const [retryAt] = await rows<{ wait: number }>(
        t.database.db,
        sql`select extract(epoch from run_at - now())::int as wait from jobs where payload->>'outboxId' = ${mail!.id}`,
      )
      expect(retryAt!.wait).toBeGreaterThan(50)
    },
    ownAppTimeout,
  )
})
