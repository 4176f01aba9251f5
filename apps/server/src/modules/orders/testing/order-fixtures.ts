import { type Order, type OrderAction, orderToBody, type ParamOption } from '@scm/contracts'
import { expect } from 'vitest'
import type { ApiClient } from '../../../testing/api-client.ts'

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
  const options = (await admin.get(`/api/param?select_many=${lists.join(',')}`)).json()
  const articles = (await admin.get('/api/articles?per_page=all')).json().data as Array<{
    id: string
    code: string
  }>
  const world: OrderWorld = {
    nordicId: (await admin.post('/api/auth/user')).json().company_id,
    balticId: (await baltic.post('/api/auth/user')).json().company_id,
    userIds: {
      admin: (await admin.post('/api/auth/user')).json().id,
      buyer: (await buyer.post('/api/auth/user')).json().id,
    },
    articles: Object.fromEntries(articles.map((article) => [article.code, article.id])),
    options,
    id(list, name) {
      const found = options[list].find((option: ParamOption) => option.name.startsWith(name))
      expect(found, `${list} ${name}`).toBeDefined()
      return found.id
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

export async function postOrder(client: ApiClient, body: Record<string, unknown>): Promise<Order> {
  const response = await client.post('/api/orders', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export const act = (
  client: ApiClient,
  order: Pick<Order, 'id' | 'version'>,
  action: OrderAction,
  reason?: string,
) =>
  client.post(`/api/orders/${order.id}/actions`, {
    action,
    version: order.version,
    ...(reason ? { reason } : {}),
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
  return response.json()
}

// A body that saves the order as it is (what the wizard sends back), with changes on top.
export function saveBody(order: Order, changes: Record<string, unknown> = {}) {
  return { ...orderToBody(order, 'keep'), ...changes }
}

// The caller's notifications of a type about one order.
export async function noticesAbout(client: ApiClient, order: Pick<Order, 'id'>, type: string) {
  const list = (await client.get(`/api/notifications?per_page=all&filter[type]=${type}`)).json()
  return (list.data as Array<{ data: { message: string; link: string | null } }>)
    .filter((notice) => notice.data.link === `/orders/${order.id}`)
    .map((notice) => notice.data.message)
}

export async function historyEvents(client: ApiClient, order: Pick<Order, 'id'>) {
  const history = (await client.get(`/api/orders/${order.id}/history`)).json()
  return (history as Array<{ event: string }>).map((entry) => entry.event)
}
