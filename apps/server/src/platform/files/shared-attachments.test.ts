import { attachmentType } from '@scm/contracts'
import { count, eq, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient, withLocale } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { lastLinkToken } from '../../testing/outbox-mail.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { rows } from '../db/rows.ts'
import { inCompany } from '../db/tenant.ts'
import { companies } from '../tenancy/company.table.ts'
import { attachmentRoutes } from './attachment.routes.ts'
import type { AttachmentAccess } from './attachment.service.ts'
import { attachments, sharedAttachmentsPolicy } from './attachment.table.ts'

// What a module does for records it shares with a counterparty (orders, later bookings), shown with
// a stand-in: notes on a partnership, which both partners see.
const notes = attachmentType('partnership-note', { read: 'authenticated', write: 'authenticated' })
const policy = sharedAttachmentsPolicy(
  notes.type,
  sql`exists (select 1 from partnerships p where p.id = attachments.entity_id)`,
)
let supplierAccess: AttachmentAccess = 'edit'

let t: TestApp
let nordic: ApiClient
let baltic: ApiClient
let andes: ApiClient
let files: string

const upload = (name: string) => {
  const form = new FormData()
  form.append('file', new Blob([`${name} content`], { type: 'text/plain' }), name)
  return form
}
const names = async (client: ApiClient) =>
  (await client.get(files)).json().map((a: { file_name: string; own: boolean }) => [a.file_name, a.own])

// A third company: Andes signs up from Nordic's invitation, so it is Nordic's partner, not Baltic's.
async function signUpAndes(admin: ApiClient) {
  await admin.post('/api/suppliers/invites', { email: 'rosa@andes.example', name: 'Andes' })
  const hash = await lastLinkToken(t.database.db, 'rosa@andes.example', 'company-invite', '/sign-up/')
  const password = 'Alpaca2027x'
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/sign-up/${hash}`,
    payload: {
      user: {
        first_name: 'Rosa',
        last_name: 'Quispe',
        password,
        password_confirmation: password,
        locale: 'en',
      },
      company: {
        name: 'Andes Alpaca SA',
        type: 'supplier',
        org_number: 'PE20123456789',
        address_line1: 'Av. Ejército 101',
        zip: '04001',
        city: 'Arequipa',
        country: 'pe',
      },
    },
  })
  const token = response.json().access_token
  return apiClient(t.app, { token, cookie: '', headers: { authorization: `Bearer ${token}` } })
}

beforeAll(async () => {
  t = await createTestApp()
  // Routes are added before the app's first request, as a module's routes would be.
  await t.app.register(
    async (api) =>
      attachmentRoutes(api, t.platform, notes, async (ctx, id) => {
        // Platform knows no module's tables: the stand-in is read by name.
        const [link] = await rows<{ supplier_company_id: string }>(
          ctx.tx,
          sql`select supplier_company_id from partnerships where id = ${id}`,
        )
        if (!link) return null
        return link.supplier_company_id === ctx.companyId ? supplierAccess : 'edit'
      }),
    { prefix: '/api' },
  )
  ;({ admin: nordic, baltic } = await demoClients(t.app))
  // The demo's one partnership: Nordic buys from Baltic.
  const [link] = await rows<{ id: string }>(t.database.db, sql`select id from partnerships`)
  files = `/api/attachments/partnership-note/${link!.id}`
  andes = await signUpAndes(nordic)
})
afterAll(() => t.close())

describe('attachments of a record shared by two companies', () => {
  it('shows a counterparty the other side’s files only once the module’s policy admits it', async () => {
    expect((await nordic.post(files, upload('packing spec.txt'))).statusCode).toBe(201)
    expect(await names(baltic)).toEqual([])
    const using = new PgDialect().sqlToQuery(policy.using!).sql
    await t.database.db.execute(
      sql.raw(`create policy "${policy.name}" on attachments for select to app_user using (${using})`),
    )
    expect(await names(baltic)).toEqual([['packing spec.txt', false]])
    const [shared] = (await baltic.get(files)).json()
    expect(shared.uploaded_by_name).toBeNull()
    expect((await baltic.get(`${files}/${shared.id}`)).body).toBe('packing spec.txt content')
  })

  it('lets each side add files and remove only its own', async () => {
    const own = await baltic.post(files, upload('test report.txt'))
    expect(own.statusCode, own.body).toBe(201)
    expect(await names(nordic)).toEqual([
      ['packing spec.txt', true],
      ['test report.txt', false],
    ])
    const [spec] = (await baltic.get(files)).json()
    const refused = await baltic.delete(withLocale(`${files}/${spec.id}`, 'en'))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Only the company that attached this file can remove it')
    expect((await nordic.delete(`${files}/${own.json().id}`)).statusCode).toBe(403)
    expect((await baltic.delete(`${files}/${own.json().id}`)).statusCode).toBe(200)
  })

  it('keeps a side the module allows only to read from adding files', async () => {
    supplierAccess = 'read'
    expect((await baltic.post(files, upload('more.txt'))).statusCode).toBe(403)
    expect(await names(baltic)).toEqual([['packing spec.txt', false]])
    supplierAccess = 'edit'
  })

  it('hides the record and its files from a company outside it', async () => {
    const [spec] = (await nordic.get(files)).json()
    await expectHiddenFrom(andes, [
      { method: 'GET', url: files },
      { method: 'GET', url: `${files}/${spec.id}` },
      { method: 'POST', url: files, payload: upload('x.txt') },
    ])
    // Even past the module's check, row-level security shows Andes none of the rows.
    const [company] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Andes Alpaca SA'))
    const visible = await inCompany(t.database.db, company!.id, (tx) =>
      tx.select({ n: count() }).from(attachments),
    )
    expect(visible).toEqual([{ n: 0 }])
  })
})
