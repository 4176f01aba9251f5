import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailTo } from '../../testing/outbox-mail.ts'
import { type Received, startSmtp } from '../../testing/smtp-inbox.ts'
import { createTestApp, jobSettle, ownAppTimeout, type TestApp } from '../../testing/test-app.ts'

function forgotPassword(instance: TestApp, email: string) {
  return instance.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
}

describe('mail with SMTP_URL', () => {
  const received: Received[] = []
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtp(received)
    t = await createTestApp({ smtpUrl: smtp.url })
  })
  afterAll(async () => {
    await t?.close()
    await smtp.close()
  })

  it('sends the mail through the SMTP server and marks it sent in the outbox', async () => {
    expect((await forgotPassword(t, 'buyer@nordic.demo')).statusCode).toBe(200)
    await vi.waitFor(async () => {
      const [mail] = await mailTo(t.database.db, 'buyer@nordic.demo', 'password-reset')
      expect(mail?.status).toBe('sent')
    }, jobSettle)
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toEqual(['buyer@nordic.demo'])
    expect(received[0]!.from).toBe('no-reply@supplyflow.local')
    expect(received[0]!.data).toContain('/reset-password?token=')
  })

  it(
    'keeps a mail the SMTP server refuses in the outbox as failed, with the error',
    async () => {
      const refusing = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' })
      try {
        expect((await forgotPassword(refusing, 'admin@nordic.demo')).statusCode).toBe(200)
        await vi.waitFor(async () => {
          const [mail] = await mailTo(refusing.database.db, 'admin@nordic.demo', 'password-reset')
          expect(mail?.status).toBe('failed')
          expect(mail?.error).toMatch(/ECONNREFUSED/)
        }, jobSettle)
      } finally {
        await refusing.close()
      }
    },
    ownAppTimeout,
  )
})
