import {
  articleEndpoints,
  authEndpoints,
  type NotificationType,
  notificationEndpoints,
  type Order,
  type OrderAction,
  orderEndpoints,
  orderToBody,
  type ParamOption,
  paramEndpoints,
} from '@scm/contracts'
import { expect } from 'vitest'
import { type ApiClient, toCall } from '../../../testing/api-client.ts'

const lists = [
  'warehouses',
  'seasons',
  'delivery-drop-codes',
  'freight-modes',
  'forwarders',
  'addresses',
  'contacts',
  'payment-terms',
  'vats',
  'tags',
  'internal-order-statuses',
] as const
type ListName = (typeof lists)[number]

export interface OrderWorld {
  nordicId: string
  balticId: string
  userIds: Record<'admin' | 'buyer', string>
  articles: Record<string, string>
  options: Record<ListName, ParamOption[]>
  // An option's id by (the start of) its name.
  id(list: ListName, name: string): string
}

// The demo records an order refers to, as Nordic (the buyer) sees them.
export async function orderWorld(admin: ApiClient, buyer: ApiClient, baltic: ApiClient): Promise<OrderWorld> {
  const options = (await admin.call(paramEndpoints.selectMany, {
    query: { select_many: lists.join(',') },
  })) as Record<ListName, ParamOption[]>
  const articles = (await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })).data
  const [nordicUser, balticUser, buyerUser] = [
    await admin.call(authEndpoints.user),
    await baltic.call(authEndpoints.user),
    await buyer.call(authEndpoints.user),
  ]
  const world: OrderWorld = {
    nordicId: nordicUser.company_id,
    balticId: balticUser.company_id,
    userIds: { admin: nordicUser.id, buyer: buyerUser.id },
    articles: Object.fromEntries(articles.map((article) => [article.code, article.id])),
    options,
    id(list, name) {
      const found = options[list].find((option) => option.name.startsWith(name))
      expect(found, `${list} ${name}`).toBeDefined()
      return found!.id
    },
  }
  return world
}

export const lineBody = (world: OrderWorld, code: string, qty = '10', price: string | null = '100') => ({
  article_id: world.articles[code],
  qty,
  price,
})

export const deliveryBody = (world: OrderWorld, changes: Record<string, unknown> = {}) => ({
  warehouse_id: world.id('warehouses', 'Gothenburg'),
  etd: '2027-03-01',
  eta: '2027-03-20',
  lines: [lineBody(world, 'NO-2001')],
  ...changes,
})

export const orderBody = (world: OrderWorld, changes: Record<string, unknown> = {}) => ({
  supplier_company_id: world.balticId,
  buyer_reference: 'SS27 knitwear',
  currency: 'SEK',
  etd: '2027-03-01',
  eta: '2027-03-20',
  deliveries: [deliveryBody(world)],
  ...changes,
})

// The body stays untyped: the tests build it from loose changes, some deliberately off the contract.
export async function postOrder(client: ApiClient, body: Record<string, unknown>): Promise<Order> {
  const response = await client.send({ ...toCall(orderEndpoints.create), payload: body })
  expect(response.statusCode, response.body).toBe(201)
  return orderEndpoints.create.response.parse(response.json())
}

export const act = (
  client: ApiClient,
  order: Pick<Order, 'id' | 'version'>,
  action: OrderAction,
  reason?: string,
) =>
  client.request(orderEndpoints.act, {
    params: { id: order.id },
    body: { action, version: order.version, ...(reason ? { reason } : {}) },
  })

// Takes an action that must succeed and answers the order after it.
export async function acted(
  client: ApiClient,
  order: Pick<Order, 'id' | 'version'>,
  action: OrderAction,
  reason?: string,
): Promise<Order> {
  const response = await act(client, order, action, reason)
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200)
  return orderEndpoints.act.response.parse(response.json())
}

// A body that saves the order as it is (what the wizard sends back), with changes on top.
export function saveBody(order: Order, changes: Record<string, unknown> = {}) {
  return { ...orderToBody(order, 'keep'), ...changes }
}

// The caller's notifications of a type about one order.
export async function noticesAbout(client: ApiClient, order: Pick<Order, 'id'>, type: NotificationType) {
  const list = await client.call(notificationEndpoints.list, { query: { per_page: 'all', filter: { type } } })
  return list.data
    .filter((notice) => notice.data.link === `/orders/${order.id}`)
    .map((notice) => notice.data.message)
}

export async function historyEvents(client: ApiClient, order: Pick<Order, 'id'>) {
  const history = await client.call(orderEndpoints.history, { params: { id: order.id } })
  return history.map((entry) => entry.event)
}
