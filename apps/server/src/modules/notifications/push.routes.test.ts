import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type EndpointResponse,
  notificationEndpoints as n,
  type PushSubscriptionBody,
  roleEndpoints,
  SessionTime,
  userEndpoints as users,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

// Headless Chromium has no push service, so a local HTTPS server stands in for one: it records what
// web-push sends and answers with the status the test asks for.
interface Received {
  path: string
  headers: Record<string, string | string[] | undefined>
  bytes: number
}
let pushService: Server
let received: Received[] = []
let answer = 201
let base = ''

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }
}

// A browser's subscription keys: a P-256 public key and a 16-byte auth secret.
const browserKeys = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let previousTlsSetting: string | undefined

beforeAll(async () => {
  // The stand-in's certificate is self-signed; only this test process trusts it.
  previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  pushService = createServer(selfSignedCertificate(), (request, response) => {
    let bytes = 0
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length
    })
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, bytes })
      response.writeHead(answer).end()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  const address = pushService.address()
  base = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => pushService.close(resolve))
  if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting
})

async function changeBuyerRoles() {
  const erik = (await admin.call(users.list, { query: { search: 'buyer@nordic.demo' } })).data[0]!
  const roles = await admin.call(roleEndpoints.options)
  const current = erik.roles.map((role) => role.id)
  const next = current.length === roles.length ? current.slice(0, 1) : roles.map((role) => role.id)
  const response = await admin.request(users.update, {
    params: { id: erik.id },
    body: {
      first_name: erik.first_name,
      last_name: erik.last_name,
      locale: erik.locale,
      // The user schema answers any whole number; the body takes only the selectable minutes.
      session_time: SessionTime.parse(erik.session_time),
      role_ids: next,
      group_ids: [],
      version: erik.version,
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('web push', () => {
  let subscription: EndpointResponse<typeof n.subscribePush>

  it('serves one VAPID public key, the same on every call', async () => {
    const first = (await buyer.call(n.pushKey)).publicKey
    expect(first).toMatch(/^[A-Za-z0-9_-]{80,90}$/)
    expect((await baltic.call(n.pushKey)).publicKey).toBe(first)
  })

  it("stores the browser's subscription; subscribing again renews it instead of adding one", async () => {
    const keys = browserKeys()
    const endpoint = `${base}/push/erik`
    const created = await buyer.request(n.subscribePush, { body: { endpoint, keys } })
    expect(created.statusCode, created.body).toBe(201)
    subscription = n.subscribePush.response.parse(created.json())
    expect(subscription.endpoint).toBe(endpoint)
    const again = await buyer.call(n.subscribePush, { body: { endpoint, keys: browserKeys() } })
    expect(again.id).toBe(subscription.id)
    expect(await buyer.call(n.pushSubscriptions)).toEqual([subscription])
    expect(await admin.call(n.pushSubscriptions)).toEqual([])
    await buyer.request(n.subscribePush, { body: { endpoint, keys } })
  })

  it('pushes nothing while the push channel is off (the default)', async () => {
    received = []
    await changeBuyerRoles()
    expect(received).toEqual([])
  })

  it('sends an encrypted push through web-push when the user turned push on for the type', async () => {
    const settings = await buyer.call(n.settings)
    settings.types['roles-changed'].push = true
    expect((await buyer.request(n.updateSettings, { body: settings })).statusCode).toBe(200)
    received = []
    await changeBuyerRoles()
    expect(received).toHaveLength(1)
    expect(received[0]!.path).toBe('/push/erik')
    expect(received[0]!.headers['content-encoding']).toBe('aes128gcm')
    expect(String(received[0]!.headers.authorization)).toMatch(/^vapid t=.+, k=.+/)
    expect(received[0]!.bytes).toBeGreaterThan(0)
  })

  it('forgets a subscription the push service says is gone (410)', async () => {
    answer = 410
    received = []
    await changeBuyerRoles()
    expect(received).toHaveLength(1)
    expect(await buyer.call(n.pushSubscriptions)).toEqual([])
    answer = 201
  })

  it("removes only the caller's own subscriptions; another company's or user's id is a 404", async () => {
    const created = await buyer.call(n.subscribePush, {
      body: { endpoint: `${base}/push/erik-2`, keys: browserKeys() },
    })
    const params = { id: created.id }
    await expectHiddenFrom(baltic, [toCall(n.unsubscribePush, { params })], ['erik-2'])
    await expectHiddenFrom(admin, [toCall(n.unsubscribePush, { params })])
    expect(await baltic.call(n.pushSubscriptions)).toEqual([])
    expect(await buyer.call(n.unsubscribePush, { params })).toEqual({ id: created.id })
    expect((await buyer.request(n.unsubscribePush, { params })).statusCode).toBe(404)
    expect((await buyer.request(n.unsubscribePush, { params: { id: 'nope' } })).statusCode).toBe(404)
  })

  it('refuses a bad subscription field by field in Swedish and English', async () => {
    const call = (body: Partial<PushSubscriptionBody>) =>
      toCall(n.subscribePush, { body: { endpoint: `${base}/push/x`, keys: browserKeys(), ...body } })
    await expectFieldError(buyer, call({ endpoint: 'http://push.example/x' }), 'endpoint', {
      sv: 'Ange en giltig webbadress',
      en: 'Enter a valid web address',
    })
    await expectFieldError(buyer, call({ keys: { p256dh: '', auth: 'x' } }), 'keys.p256dh', {
      sv: 'Fältet är obligatoriskt',
      en: 'This field is required',
    })
  })
})
