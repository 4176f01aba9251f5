import { questionEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inCompany } from '../../platform/db/tenant.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { assertQuestionReferences, questionsByIds } from './index.ts'

// The surface the quotations module uses: questions a quotation may attach, and their text in its order.
describe('question library: what quotations may use of it', () => {
  let t: TestApp
  let clients: Awaited<ReturnType<typeof demoClients>>
  let nordicId: string
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp()
    clients = await demoClients(t.app)
    nordicId = (await clients.admin.post('/api/auth/user')).json().company_id
    // The demo buyer reads the library: purchasers hold manage.faq.
    const { data } = await clients.buyer.call(questionEndpoints.list, { query: { per_page: 'all' } })
    const idOf = (start: string) => data.find((row) => row.question.startsWith(start))!.id
    ids.moq = idOf('What is your minimum order quantity')
    ids.payment = idOf('Which payment terms')
    ids.retired = idOf('Do you offer Oeko-Tex')
    const foreign = await clients.baltic.call(questionEndpoints.create, {
      body: { question: 'Baltic internal?', answer: 'Yes' },
    })
    ids.foreign = foreign.id
  })
  afterAll(() => t.close())

  const asNordic = <T>(work: (ctx: RequestContext) => Promise<T>) =>
    inCompany(t.database.db, nordicId, (tx) => work({ tx, companyId: nordicId } as RequestContext))
  const refusal = async (list: string[], current: string[] = []) => {
    const error = await asNordic((ctx) => assertQuestionReferences(ctx, list, 'question_ids', current)).then(
      () => undefined,
      (thrown: { statusCode: number; fieldErrors: unknown }) => thrown,
    )
    return error && { status: error.statusCode, errors: error.fieldErrors }
  }

  it('accepts active questions of the company, and none at all', async () => {
    expect(await refusal([ids.moq!, ids.payment!])).toBeUndefined()
    expect(await refusal([])).toBeUndefined()
  })

  it("refuses another company's, a retired, an unknown and a repeated question on the field", async () => {
    const unavailable = { status: 422, errors: { question_ids: ['questionLibrary.unavailable'] } }
    expect(await refusal([ids.moq!, ids.foreign!])).toEqual(unavailable)
    expect(await refusal([ids.retired!])).toEqual(unavailable)
    expect(await refusal(['00000000-0000-4000-8000-000000000000'])).toEqual(unavailable)
    expect(await refusal([ids.moq!, ids.moq!])).toEqual({
      status: 422,
      errors: { question_ids: ['questionLibrary.repeated'] },
    })
  })

  it('keeps a retired question the quotation already had', async () => {
    expect(await refusal([ids.retired!, ids.moq!], [ids.retired!])).toBeUndefined()
  })

  it('gives the text in the order asked for, retired ones too, never another company’s', async () => {
    const order = [ids.payment!, ids.foreign!, ids.retired!, ids.moq!]
    const found = await asNordic((ctx) => questionsByIds(ctx.tx, nordicId, order))
    expect(found.map((each) => each.id)).toEqual([ids.payment, ids.retired, ids.moq])
    expect(found[0]).toEqual({
      id: ids.payment,
      question: 'Which payment terms do you accept?',
      answer: expect.stringContaining('60 days net'),
      category: 'Commercial',
    })
    expect(await asNordic((ctx) => questionsByIds(ctx.tx, nordicId, []))).toEqual([])
  })
})
