import {
  auditEndpoints,
  authEndpoints,
  type Order,
  type OrderAuthorizationRule,
  type OrderAuthorizationRuleBody,
  orderEndpoints,
  orderAuthorizationRuleEndpoints as rules,
  userGroupEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import { unavailable } from '../company-settings/testing/settings-fixtures.ts'
import {
  act,
  acted,
  deliveryBody,
  historyEvents,
  lineBody,
  noticesAbout,
  type OrderWorld,
  orderBody,
  orderWorld,
  postOrder,
} from './testing/order-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let w: OrderWorld

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  w = await orderWorld(admin, buyer, baltic)
})
afterAll(() => t.close())

type RuleChanges = Partial<OrderAuthorizationRuleBody>
const ruleBody = (changes: RuleChanges = {}): OrderAuthorizationRuleBody => ({
  name: 'Above 1 000 SEK',
  currency: 'SEK',
  min_value: '1000',
  approver_ids: [w.userIds.admin],
  ...changes,
})
const createCall = (changes: RuleChanges = {}) => toCall(rules.create, { body: ruleBody(changes) })
const updateOf = (rule: Pick<OrderAuthorizationRule, 'id'>, version: number, changes: RuleChanges = {}) => ({
  params: { id: rule.id },
  body: { ...ruleBody(changes), version },
})
async function createRule(changes: RuleChanges = {}): Promise<OrderAuthorizationRule> {
  const response = await admin.request(rules.create, { body: ruleBody(changes) })
  expect(response.statusCode, response.body).toBe(201)
  return rules.create.response.parse(response.json())
}
// An order worth qty × 100 in the currency.
const worth = (qty: string, currency = 'SEK') =>
  orderBody(w, { currency, deliveries: [deliveryBody(w, { lines: [lineBody(w, 'NO-2001', qty, '100')] })] })

describe('authorization rules (company settings list)', () => {
  let rule: OrderAuthorizationRule

  it('creates, lists, updates with a version and audits a rule', async () => {
    rule = await createRule()
    expect(rule).toMatchObject({
      active: true,
      min_value: '1000.00',
      user_group_id: null,
      approvers: [{ id: w.userIds.admin, name: 'Anna Berg' }],
    })
    const listed = await admin.call(rules.list, {
      query: { filter: { currency: 'SEK' }, search: 'above 1 000' },
    })
    expect(listed.data.map((row) => row.id)).toEqual([rule.id])
    const response = await admin.request(
      rules.update,
      updateOf(rule, rule.version, { approver_ids: [w.userIds.admin, w.userIds.buyer] }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().approvers.map((a: { name: string }) => a.name)).toEqual(['Anna Berg', 'Erik Lund'])
    expect((await admin.request(rules.update, updateOf(rule, rule.version))).statusCode).toBe(409)
    rule = await admin.call(rules.update, updateOf(rule, rule.version + 1))
    const audits = (await admin.call(auditEndpoints.list, { query: { filter: { entity_id: rule.id } } })).data
    expect(audits.map((a) => a.action).sort()).toEqual(['created', 'updated', 'updated'])
  })

  it('refuses foreign approvers and groups on their fields, and is the admins’ alone', async () => {
    const supplierUser = (await baltic.call(authEndpoints.user)).id
    await expectFieldError(
      admin,
      createCall({ approver_ids: [w.userIds.admin, supplierUser] }),
      'approver_ids.1',
      unavailable,
    )
    const group = await baltic.call(userGroupEndpoints.create, { body: { name: 'Baltic team' } })
    await expectFieldError(admin, createCall({ user_group_id: group.id }), 'user_group_id', unavailable)
    const missing = await admin.request(rules.create, {
      body: ruleBody({ min_value: '1,5', approver_ids: [] }),
    })
    expect(Object.keys(missing.json().errors).sort()).toEqual(['approver_ids', 'min_value'])
    await expectStatusForEach(buyer, [toCall(rules.list), createCall()], 403)
    await expectHiddenFrom(baltic, [
      toCall(rules.get, { params: { id: rule.id } }),
      toCall(rules.remove, { params: { id: rule.id } }),
    ])
  })
})

describe('a draft above a rule’s value waits for an approver', () => {
  let order: Order

  it('goes to approval_required on send; the approvers are told; the supplier sees nothing yet', async () => {
    order = await acted(buyer, await postOrder(buyer, worth('50')), 'send')
    expect(order).toMatchObject({
      status: 'approval_required',
      approvers: [{ id: w.userIds.admin, name: 'Anna Berg' }],
      allowed_actions: ['return_to_draft', 'cancel'],
    })
    expect(await noticesAbout(admin, order, 'order-authorization')).toEqual([
      `Inköpsorder ${order.number} (5000.0000 SEK) väntar på ditt godkännande`,
    ])
    expect((await baltic.request(orderEndpoints.get, { params: { id: order.id } })).statusCode).toBe(404)
    const asApprover = await admin.call(orderEndpoints.get, { params: { id: order.id } })
    expect(asApprover.allowed_actions).toEqual([
      'authorize',
      'decline_authorization',
      'return_to_draft',
      'cancel',
    ])
  })

  it('is authorized by an approver only, once; then it is sent and the supplier is told', async () => {
    const refused = await act(buyer, order, 'authorize')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('orders.notApprover')
    const answers = await Promise.all([act(admin, order, 'authorize'), act(admin, order, 'authorize')])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    order = await admin.call(orderEndpoints.get, { params: { id: order.id } })
    expect(order.status).toBe('sent')
    expect(await noticesAbout(buyer, order, 'order-authorization')).toEqual([
      `Inköpsorder ${order.number} har godkänts och skickats till leverantören`,
    ])
    expect(await noticesAbout(baltic, order, 'order-sent')).toHaveLength(1)
    expect(await historyEvents(buyer, order)).toEqual(['created', 'send', 'authorize', 'send'])
    expect(await historyEvents(baltic, order)).toEqual(['send'])
  })

  it('is declined with a reason back to draft, and the drafter hears why', async () => {
    const waiting = await acted(buyer, await postOrder(buyer, worth('20')), 'send')
    expect((await act(admin, waiting, 'decline_authorization')).statusCode).toBe(422)
    const declined = await acted(admin, waiting, 'decline_authorization', 'Split it over two seasons')
    expect(declined).toMatchObject({ status: 'draft', approvers: [] })
    expect(await noticesAbout(buyer, declined, 'order-authorization')).toEqual([
      `Godkännandet av inköpsorder ${declined.number} avslogs: Split it over two seasons`,
    ])
  })

  it('sends directly below the value, converted from another currency, or when the rule is inactive', async () => {
    expect((await acted(buyer, await postOrder(buyer, worth('9')), 'send')).status).toBe('sent')
    // At the demo rate of 11.2350 SEK: 80 EUR is 898.80 SEK, below the rule; 90 EUR is 1 011.15 SEK.
    expect((await acted(buyer, await postOrder(buyer, worth('0.8', 'EUR')), 'send')).status).toBe('sent')
    expect((await acted(buyer, await postOrder(buyer, worth('0.9', 'EUR')), 'send')).status).toBe(
      'approval_required',
    )
    // Nordic has no rate for Danish kroner: the SEK rule cannot weigh such an order.
    expect((await acted(buyer, await postOrder(buyer, worth('50', 'DKK')), 'send')).status).toBe('sent')
    const rule = (await admin.call(rules.list)).data[0]!
    const off = await admin.call(rules.update, updateOf(rule, rule.version, { active: false }))
    expect((await acted(buyer, await postOrder(buyer, worth('50')), 'send')).status).toBe('sent')
    await admin.request(rules.update, updateOf(rule, off.version))
    const small = await postOrder(buyer, worth('9'))
    expect(small.allowed_actions).toEqual(['send', 'cancel'])
    expect((await act(buyer, small, 'request_authorization')).json().code).toBe('orders.noAuthorizationRule')
  })

  it('lets the highest threshold decide among matching rules, and a user group restrict a rule to its members', async () => {
    await createRule({ name: 'Above 3 000 SEK', min_value: '3000', approver_ids: [w.userIds.buyer] })
    const big = await acted(admin, await postOrder(admin, worth('40')), 'send')
    expect(big.approvers).toEqual([{ id: w.userIds.buyer, name: 'Erik Lund' }])
    // Four eyes: Erik is the rule's only approver, so an order he drafted cannot be sent for it.
    const own = await act(buyer, await postOrder(buyer, worth('40')), 'send')
    expect(own.statusCode).toBe(409)
    expect(own.json().message).toBe(
      'Ordern behöver godkännas enligt regeln Above 3 000 SEK, och ingen annan än du kan godkänna den: den som skapat en order godkänner den inte själv. Be en administratör att lägga till en godkännare i regeln.',
    )
    const mid = await postOrder(buyer, worth('20'))
    expect(mid.allowed_actions).toEqual(['send', 'request_authorization', 'cancel'])
    expect((await acted(buyer, mid, 'request_authorization')).approvers).toEqual([
      { id: w.userIds.admin, name: 'Anna Berg' },
    ])
    const group = await admin.call(userGroupEndpoints.create, {
      body: { name: 'Trainees', member_ids: [w.userIds.admin] },
    })
    await createRule({
      name: 'Trainees above 100 SEK',
      min_value: '100',
      user_group_id: group.id,
      approver_ids: [w.userIds.admin, w.userIds.buyer],
    })
    expect((await acted(buyer, await postOrder(buyer, worth('5')), 'send')).status).toBe('sent')
    const trainees = await acted(admin, await postOrder(admin, worth('5')), 'send')
    // Anna drafted it: of the rule's approvers, only Erik decides.
    expect(trainees).toMatchObject({
      status: 'approval_required',
      approvers: [{ id: w.userIds.buyer, name: 'Erik Lund' }],
    })
    const inUse = await admin.request(userGroupEndpoints.remove, { params: { id: group.id } })
    expect(inUse.statusCode).toBe(409)
  })

  it('refuses an approver who cannot see orders', async () => {
    await restrictPurchasers(admin, ['create.order'])
    await expectFieldError(admin, createCall({ approver_ids: [w.userIds.buyer] }), 'approver_ids.0', {
      sv: 'Användaren kan inte se order (list.orders) och kan därför inte godkänna dem',
      en: 'This user cannot see orders (list.orders), so cannot authorize them',
    })
  })
})
