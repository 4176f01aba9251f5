import type { AddressInfo } from 'node:net'
import { articleEndpoints, authEndpoints, channels, articleImportEndpoints as imports } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiClient, toCall } from '../../testing/api-client.ts'
import { jobsSettled, storedJob } from '../../testing/jobs.ts'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import { type Session, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

const engine = process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'

let t: TestApp
let erik: Session
let lina: Session
const tabs: RealtimeClient[] = []
const ids = { nordic: '', baltic: '' }

async function tab(session: Session, companyId: string) {
  const port = (t.app.server.address() as AddressInfo).port
  const client = await connectRealtime(`http://127.0.0.1:${port}`, session.token)
  tabs.push(client)
  expect(await client.subscribe(channels.sync(companyId))).toEqual({ ok: true })
  return client
}

const statuses = (client: RealtimeClient) =>
  client.received.filter((m) => m.event === 'SyncStatusUpdated').map((m) => m.payload)

beforeAll(async () => {
  t = await createTestApp({ jobs: { pollMs: 50 } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  erik = await signIn(t.app, 'buyer@nordic.demo')
  lina = await signIn(t.app, 'supplier@baltic.demo')
  ids.nordic = (await apiClient(t.app, erik).call(authEndpoints.user)).company_id
  ids.baltic = (await apiClient(t.app, lina).call(authEndpoints.user)).company_id
})
afterAll(async () => {
  for (const client of tabs) client.close()
  await t.close()
})

describe(`the article import and the sync status (${engine})`, () => {
  it("tells the company's tabs true when the import starts and false when it is done, and nobody else", async () => {
    const buyer = apiClient(t.app, erik)
    const nordicTab = await tab(erik, ids.nordic)
    const balticTab = await tab(lina, ids.baltic)
    // As they subscribed, no import was under way.
    expect(statuses(nordicTab)).toEqual([{ status: false }])
    expect(statuses(balticTab)).toEqual([{ status: false }])

    const csv = ['Article ID,Name', 'SYNC-1,Synced one', 'SYNC-2,Synced two'].join('\n')
    // The file goes as the raw body with its own content type, which the API client does not send.
    const uploaded = await t.app.inject({
      method: 'POST',
      url: toCall(imports.upload, { query: { file_name: 'sync.csv' } }).url,
      headers: { ...erik.headers, 'content-type': 'text/csv' },
      payload: csv,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const params = { id: imports.upload.response.parse(uploaded.json()).id }
    const body = { mapping: { code: 0, name: 1 } }
    expect((await buyer.request(imports.check, { params, body })).statusCode).toBe(200)
    const started = await buyer.request(imports.start, { params, body })
    expect(started.statusCode, started.body).toBe(200)

    await jobsSettled(t.platform.db, 15_000)
    expect(await storedJob(t.platform.db, started.json().job_id)).toMatchObject({
      name: 'articles.import',
      status: 'completed',
    })
    await vi.waitFor(() =>
      expect(statuses(nordicTab)).toEqual([{ status: false }, { status: true }, { status: false }]),
    )
    expect((await buyer.call(articleEndpoints.list, { query: { search: 'SYNC-' } })).meta.total).toBe(2)
    // Baltic's tab heard nothing of Nordic's import.
    expect(balticTab.received).toEqual([
      { channel: channels.sync(ids.baltic), event: 'SyncStatusUpdated', payload: { status: false } },
    ])
  })
})
