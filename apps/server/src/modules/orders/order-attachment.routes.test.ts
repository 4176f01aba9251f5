import { type Attachment, type Order, orderAttachments } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { samplePdf } from '../../testing/sample-files.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { acted, type OrderWorld, orderBody, orderWorld, postOrder } from './testing/order-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let w: OrderWorld
let order: Order

const upload = (name: string, content = `${samplePdf}${name}`) => {
  const form = new FormData()
  form.append('file', new Blob([content], { type: 'application/pdf' }), name)
  return form
}
const files = orderAttachments.endpoints
const fileOf = (attachment: Attachment) => ({ entityId: order.id, attachmentId: attachment.id })
// The contract types the upload body as the browser's File; the test sends the multipart form itself.
const uploadCall = (name: string) => ({
  ...toCall(files.upload, { params: { entityId: order.id } }),
  payload: upload(name),
})
async function attach(client: ApiClient, name: string) {
  const response = await client.send(uploadCall(name))
  expect(response.statusCode, response.body).toBe(201)
  return files.upload.response.parse(response.json())
}
const listed = async (client: ApiClient) =>
  (await client.call(files.list, { params: { entityId: order.id } })).map((file) => [
    file.file_name,
    file.own,
  ])

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
  order = await postOrder(buyer, orderBody(w))
})
afterAll(() => t.close())

describe(`order files (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let drawing: Attachment

  it('keeps a draft’s files with the buyer: the supplier finds no such order', async () => {
    drawing = await attach(buyer, 'Tech pack AW27.pdf')
    expect(drawing).toMatchObject({
      file_name: 'Tech pack AW27.pdf',
      own: true,
      uploaded_by_name: 'Erik Lund',
    })
    expect(await listed(admin)).toEqual([['Tech pack AW27.pdf', true]])
    await expectHiddenFrom(
      baltic,
      [
        toCall(files.list, { params: { entityId: order.id } }),
        toCall(files.download, { params: fileOf(drawing) }),
        uploadCall('Confirmation.pdf'),
        toCall(files.remove, { params: fileOf(drawing) }),
      ],
      ['Tech pack'],
    )
  })

  it('shares the files once the order is sent: each side reads both, removes only its own', async () => {
    order = await acted(buyer, order, 'send')
    expect(await listed(baltic)).toEqual([['Tech pack AW27.pdf', false]])
    const download = await baltic.request(files.download, { params: fileOf(drawing) })
    expect(download.statusCode).toBe(200)
    expect(download.body).toBe(`${samplePdf}Tech pack AW27.pdf`)
    expect(download.headers['content-disposition']).toContain('attachment')

    const confirmation = await attach(baltic, 'Order confirmation.pdf')
    // The buyer's users do not see the supplier's user list, so the uploader's name stays blank.
    expect(await buyer.call(files.list, { params: { entityId: order.id } })).toEqual([
      expect.objectContaining({ file_name: 'Tech pack AW27.pdf', own: true }),
      expect.objectContaining({ file_name: 'Order confirmation.pdf', own: false, uploaded_by_name: null }),
    ])
    await expectStatusForEach(baltic, [toCall(files.remove, { params: fileOf(drawing) })], 403)
    await expectStatusForEach(buyer, [toCall(files.remove, { params: fileOf(confirmation) })], 403)
    const removed = await baltic.request(files.remove, { params: fileOf(confirmation) })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await listed(buyer)).toEqual([['Tech pack AW27.pdf', true]])
  })

  it('answers 404 for an order that does not exist, and 401 without a session', async () => {
    const nowhere = { entityId: '00000000-0000-4000-8000-000000000000' }
    await expectHiddenFrom(admin, [toCall(files.list, { params: nowhere })])
    const anonymous = await apiClient(t.app).request(files.list, { params: { entityId: order.id } })
    expect(anonymous.statusCode).toBe(401)
  })
})
