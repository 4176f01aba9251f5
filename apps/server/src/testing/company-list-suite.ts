import type { ParamName } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, type Call, expectFieldError, expectStatusForEach } from './api-client.ts'
import { expectHiddenFrom, expectNoneOf } from './cross-company.ts'
import { demoClients } from './sign-in.ts'
import { createTestApp, type TestApp } from './test-app.ts'

type Row = { id: string; version: number } & Record<string, unknown>
type Messages = { sv: string; en: string }

export interface CompanyListCase {
  // e.g. "/api/warehouses"
  path: string
  entityType: string
  param?: ParamName
  // A valid body, built once the clients exist (it may create rows it refers to).
  body: (clients: Clients) => Promise<Record<string, unknown>> | Record<string, unknown>
  // What an update changes, and the field a search finds the row by.
  changes: Record<string, unknown>
  search: string
  // Field-by-field refusals of a body made from the valid one.
  refusals: Array<{ changes: Record<string, unknown>; field: string; messages: Messages }>
  // A user of the company without the list's permission (default: the buyer, who holds no admin one).
  withoutPermission?: (clients: Clients) => Promise<ApiClient>
}

export type Clients = Awaited<ReturnType<typeof demoClients>> & { app: TestApp }

// The behaviour every company-settings list shares (create, read, list, search, update with version,
// refusals per field, audit trail, params, 401/403, another company's 404, delete), run against one
// resource. Each resource's own test file adds its particular rules through `more`.
export function companyListSuite(spec: CompanyListCase, more?: (get: () => Clients) => void) {
  let clients: Clients
  let row: Row
  let body: Record<string, unknown>
  const url = (id: string) => `${spec.path}/${id}`

  beforeAll(async () => {
    const app = await createTestApp()
    clients = { ...(await demoClients(app.app)), app }
    body = await spec.body(clients)
  })
  afterAll(() => clients.app.close())

  describe(`${spec.path}: the shared behaviour of a company list`, () => {
    it('creates a row that reads back, is listed, found by search and offered in selects', async () => {
      const { admin } = clients
      const created = await admin.post(spec.path, body)
      expect(created.statusCode, created.body).toBe(201)
      row = created.json()
      expect(row.version).toBe(0)
      expect((await admin.get(url(row.id))).json()).toEqual(row)
      const listed = (await admin.get(`${spec.path}?per_page=all`)).json()
      expect(listed.data).toContainEqual(row)
      const found = (await admin.get(`${spec.path}?search=${encodeURIComponent(spec.search)}`)).json()
      expect(found.data.map((each: Row) => each.id)).toContain(row.id)
      if (spec.param) {
        const params = (await clients.buyer.get(`/api/param?select_many=${spec.param}`)).json()
        expect(params[spec.param].map((option: { id: string }) => option.id)).toContain(row.id)
      }
    })

    it('updates with the version; a stale version answers 409 and changes nothing', async () => {
      const { admin } = clients
      const updated = await admin.put(url(row.id), { ...body, ...spec.changes, version: row.version })
      expect(updated.statusCode, updated.body).toBe(200)
      const after = updated.json()
      expect(after).toMatchObject({ ...spec.changes, version: row.version + 1 })
      const stale = await admin.put(`${url(row.id)}?locale=en`, { ...body, version: row.version })
      expect(stale.statusCode).toBe(409)
      expect(stale.json().message).toBe('Someone else changed this record. Reload to see the latest version.')
      expect((await admin.get(url(row.id))).json()).toEqual(after)
      row = after
    })

    it('refuses a bad body field by field, in Swedish and English, and stores nothing', async () => {
      const before = (await clients.admin.get(spec.path)).json().meta.total
      for (const refusal of spec.refusals) {
        const payload = { ...body, ...refusal.changes }
        await expectFieldError(
          clients.admin,
          { method: 'POST', url: spec.path, payload },
          refusal.field,
          refusal.messages,
        )
      }
      await expectFieldError(
        clients.admin,
        { method: 'POST', url: spec.path, payload: { ...body, owner: 'me' } },
        'owner',
        { sv: 'Fältet är inte tillåtet', en: 'This field is not allowed' },
      )
      expect((await clients.admin.get(spec.path)).json().meta.total).toBe(before)
    })

    it('records who created and changed the row, with before and after, in the audit trail', async () => {
      const audits = (
        await clients.admin.get(`/api/audits?filter[entity_id]=${row.id}&sort=created_at`)
      ).json()
      expect(audits.data.map((audit: { action: string }) => audit.action)).toEqual(['created', 'updated'])
      expect(audits.data[0]).toMatchObject({
        entity_type: spec.entityType,
        before: null,
        user_name: 'Anna Berg',
      })
      expect(audits.data[1].before).toMatchObject({ version: 0 })
      expect(audits.data[1].after).toMatchObject({ ...spec.changes, version: 1 })
    })

    it("answers 401 without a token and 403 to a user without the list's permission", async () => {
      const calls: Call[] = [
        { method: 'GET', url: spec.path },
        { method: 'GET', url: url(row.id) },
        { method: 'POST', url: spec.path, payload: body },
        { method: 'PUT', url: url(row.id), payload: { ...body, version: row.version } },
        { method: 'DELETE', url: url(row.id) },
      ]
      await expectStatusForEach(clients.guest, calls, 401)
      const outsider = spec.withoutPermission ? await spec.withoutPermission(clients) : clients.buyer
      await expectStatusForEach(outsider, calls, 403)
    })

    it('hides the row from another company: 404 on every id route, absent from its lists and selects', async () => {
      const { baltic } = clients
      await expectHiddenFrom(baltic, [
        { method: 'GET', url: url(row.id) },
        { method: 'PUT', url: url(row.id), payload: { ...body, version: row.version } },
        { method: 'DELETE', url: url(row.id) },
      ])
      expectNoneOf((await baltic.get(`${spec.path}?per_page=all`)).json(), [row.id])
      if (spec.param) {
        const params = (await baltic.get(`/api/param?select_many=${spec.param}`)).json()
        expect(params[spec.param].map((option: { id: string }) => option.id)).not.toContain(row.id)
      }
      expect((await clients.admin.get(url(row.id))).json()).toEqual(row)
      await expectStatusForEach(clients.admin, [{ method: 'GET', url: url('nonsense') }], 404)
    })
  })

  more?.(() => clients)

  describe(`${spec.path}: delete`, () => {
    it('deletes the row with an audit entry; it is gone from the list afterwards', async () => {
      const { admin } = clients
      const removed = await admin.delete(`${url(row.id)}?locale=en`)
      expect(removed.statusCode, removed.body).toBe(200)
      expect(removed.json()).toEqual({ message: 'The record has been deleted' })
      expect((await admin.get(url(row.id))).statusCode).toBe(404)
      expectNoneOf((await admin.get(`${spec.path}?per_page=all`)).json(), [row.id])
      const audits = (await admin.get(`/api/audits?filter[entity_id]=${row.id}&sort=-created_at`)).json()
      expect(audits.data[0]).toMatchObject({ action: 'deleted', after: null })
    })
  })
}

// A 409 "in use: deactivate instead" for deleting a row another record points at.
export async function expectInUse(client: ApiClient, path: string) {
  const refused = await client.delete(`${path}?locale=en`)
  expect(refused.statusCode, refused.body).toBe(409)
  expect(refused.json().message).toBe(
    'The record is used elsewhere and cannot be deleted: deactivate it instead',
  )
  expect((await client.get(path)).statusCode).toBe(200)
}
