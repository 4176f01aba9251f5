import type { AddressInfo } from 'node:net'
import {
  authEndpoints,
  channels,
  type QuotationInviteUpdated,
  type QuotationUpdated,
  quotationEndpoints,
  quotationInviteUpdatedEvent,
  quotationUpdatedEvent,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient } from '../../testing/api-client.ts'
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client.ts'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let buyer: ApiClient
let nordicId: string
let nordicTab: RealtimeClient
let balticId: string
let balticTab: RealtimeClient

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const session = await signIn(t.app, 'buyer@nordic.demo')
  buyer = apiClient(t.app, session)
  nordicId = (await buyer.call(authEndpoints.user)).company_id
  nordicTab = await connectRealtime(url, session.token)
  expect(await nordicTab.subscribe(channels.sync(nordicId))).toEqual({ ok: true })
  const supplierSession = await signIn(t.app, 'supplier@baltic.demo')
  balticId = (await apiClient(t.app, supplierSession).call(authEndpoints.user)).company_id
  balticTab = await connectRealtime(url, supplierSession.token)
  expect(await balticTab.subscribe(channels.sync(balticId))).toEqual({ ok: true })
})
afterAll(async () => {
  nordicTab.close()
  balticTab.close()
  await t.close()
})

describe('QuotationUpdated on the buyer’s sync channel, QuotationInviteUpdated on the supplier’s', () => {
  it('follows an award and its cancelling, once each has committed', async () => {
    const demo = (await buyer.call(quotationEndpoints.list, { query: { search: 'Rain shells' } })).data[0]!
    const compared = await buyer.call(quotationEndpoints.comparison, { params: { id: demo.id } })
    const heard = nordicTab.next<QuotationUpdated>(channels.sync(nordicId), quotationUpdatedEvent)
    const supplierHeard = balticTab.next<QuotationInviteUpdated>(
      channels.sync(balticId),
      quotationInviteUpdatedEvent,
    )
    const awarded = await buyer.call(quotationEndpoints.award, {
      params: { id: demo.id },
      body: { invite_id: compared.suppliers[0]!.invite_id, version: compared.version },
    })
    expect(await heard).toEqual({ id: demo.id, number: demo.number, status: 'awarded' })
    // The supplier's invite page hears it too, by its invite's id and nothing more.
    expect(await supplierHeard).toEqual({ id: compared.suppliers[0]!.invite_id })
    const again = nordicTab.next<QuotationUpdated>(channels.sync(nordicId), quotationUpdatedEvent)
    await buyer.call(quotationEndpoints.cancelAward, {
      params: { id: demo.id },
      body: { version: awarded.version },
    })
    expect(await again).toEqual({ id: demo.id, number: demo.number, status: 'in-progress' })

    // A clarification attached while suppliers answer reaches their invite pages too.
    const clarified = balticTab.next<QuotationInviteUpdated>(
      channels.sync(balticId),
      quotationInviteUpdatedEvent,
    )
    const current = await buyer.call(quotationEndpoints.get, { params: { id: demo.id } })
    await buyer.call(quotationEndpoints.saveLibrary, {
      params: { id: demo.id },
      body: { version: current.version, question_ids: [], file_version_ids: [] },
    })
    expect(await clarified).toEqual({ id: compared.suppliers[0]!.invite_id })
  })
})
