import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailTo } from '../../testing/outbox-mail.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { demoRequests } from './demo-request.table.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const request = (payload: object, ip: string, locale = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/demo-requests?locale=${locale}`, payload, remoteAddress: ip })

const valid = {
  name: 'Sara Nilsson',
  email: 'Sara@Example.com',
  company: 'Nilsson Sport AB',
  phone: '+46 70 123 45 67',
  message: 'We buy from 40 suppliers <b>and</b> want to see orders.',
}

describe('demo request', () => {
  it('stores the request and mails it to the platform team', async () => {
    const response = await request(valid, '10.30.0.1')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: 'Thank you! We will reply within 24 hrs.' })
    const sv = await request({ ...valid, company: 'Svensk Demo AB' }, '10.30.0.1', 'sv')
    expect(sv.statusCode).toBe(201)
    expect(sv.json().message).not.toBe(response.json().message)

    const [stored] = await t.database.db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.company, 'Nilsson Sport AB'))
    expect(stored).toMatchObject({
      name: 'Sara Nilsson',
      email: 'sara@example.com',
      phone: '+46 70 123 45 67',
      ip: '10.30.0.1',
    })
    const team = t.platform.config.platformTeamEmail
    const mails = await mailTo(t.database.db, team, 'demo-request')
    const mail = mails.find((m) => m.subject.includes('Nilsson Sport AB'))
    expect(mail).toMatchObject({ companyId: null, subject: 'New demo request from Nilsson Sport AB' })
    expect(mail!.text).toContain('Sara Nilsson (sara@example.com, +46 70 123 45 67)')
    expect(mail!.text).toContain(valid.message)
    // What a visitor typed never becomes markup in the team's mail.
    expect(mail!.html).toContain('&lt;b&gt;and&lt;/b&gt;')
    expect(mail!.html).not.toContain('<b>and</b>')
  })

  it('takes phone and message as optional', async () => {
    const response = await request({ name: 'Ola', email: 'ola@example.com', company: 'Ola AB' }, '10.30.0.2')
    expect(response.statusCode).toBe(201)
    const [stored] = await t.database.db.select().from(demoRequests).where(eq(demoRequests.company, 'Ola AB'))
    expect(stored).toMatchObject({ phone: null, message: null })
  })

  it('refuses bad fields with 422 per field and stores nothing', async () => {
    const response = await request(
      {
        name: ' ',
        email: 'not-mail',
        company: 'X',
        phone: '1'.repeat(41),
        message: 'm'.repeat(2001),
        fax: '1',
      },
      '10.30.0.3',
    )
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: 'Some fields need your attention',
      code: 'errors.validation',
      errors: {
        name: ['This field is required'],
        email: ['Enter a valid e-mail address'],
        company: ['Enter at least 2 characters'],
        phone: ['Enter at most 40 characters'],
        message: ['Enter at most 2000 characters'],
        fax: ['This field is not allowed'],
      },
    })
    const missing = await request({}, '10.30.0.3', 'sv')
    expect(Object.keys(missing.json().errors).sort()).toEqual(['company', 'email', 'name'])
    expect(missing.json().errors.name).toEqual(['Fältet är obligatoriskt'])
    expect(
      await t.database.db.select().from(demoRequests).where(eq(demoRequests.ip, '10.30.0.3')),
    ).toHaveLength(0)
  })

  it('takes 5 requests an hour from one address, then answers 429 with the translated message', async () => {
    const ip = '10.30.0.4'
    for (let i = 0; i < 5; i++)
      expect((await request({ ...valid, company: `Flood ${i} AB` }, ip)).statusCode).toBe(201)
    const blocked = await request({ ...valid, company: 'Flood 5 AB' }, ip)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({
      message: 'Too many requests. Try again in a moment.',
      code: 'errors.tooManyRequests',
    })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    const sv = await request({ ...valid, company: 'Flood 6 AB' }, ip, 'sv')
    expect(sv.json().message).toBe('För många förfrågningar. Försök igen om en stund.')
    expect(await t.database.db.select().from(demoRequests).where(eq(demoRequests.ip, ip))).toHaveLength(5)
    expect((await request({ ...valid, company: 'Other Place AB' }, '10.30.0.5')).statusCode).toBe(201)
  })
})
