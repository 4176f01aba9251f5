import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'

const app = journey(3480)

type Id = { id: string }

// Set-up through the API: Anna prices NO-2001 for Baltic in a list she publishes, adds a criterion that
// alerts at 50 % of Nordic's ordered value, and sends an order whose line the list prices. Baltic is
// Nordic's only supplier on the platform, so the order takes it over the alert.
async function prepare(baseUrl: string) {
  const anna = await apiSignIn(baseUrl, 'admin@nordic.demo')
  const lina = await apiSignIn(baseUrl, 'supplier@baltic.demo')
  const baltic = (await api<{ company_id: string }>(baseUrl, lina, 'POST', '/auth/user')).company_id
  const [article] = (await api<{ data: Id[] }>(baseUrl, anna, 'GET', '/articles?search=NO-2001')).data
  const list = await api<Id & { version: number }>(baseUrl, anna, 'POST', '/price-lists', {
    name: 'Baltic bas SEK',
    currency: 'SEK',
    valid_from: '2020-01-01',
    counterparty_company_id: baltic,
    discount_type: 'percentage',
  })
  await api(baseUrl, anna, 'POST', `/price-lists/${list.id}/lines`, {
    article_id: article!.id,
    gross_price: '120',
  })
  await api(baseUrl, anna, 'POST', `/price-lists/${list.id}/publish`, { version: list.version })
  await api(baseUrl, anna, 'POST', '/supplier-criteria', {
    name: 'Beroende av leverantör',
    turnover_percent_alert: '50',
  })
  const { warehouses } = await api<{ warehouses: Id[] }>(
    baseUrl,
    anna,
    'GET',
    '/param?select_many=warehouses',
  )
  const order = await api<Id & { number: string; version: number }>(baseUrl, anna, 'POST', '/orders', {
    supplier_company_id: baltic,
    currency: 'SEK',
    etd: '2027-03-01',
    eta: '2027-03-20',
    deliveries: [
      {
        warehouse_id: warehouses[0]!.id,
        etd: '2027-03-01',
        eta: '2027-03-20',
        lines: [{ article_id: article!.id, qty: '20', price: null }],
      },
    ],
  })
  await api(baseUrl, anna, 'POST', `/orders/${order.id}/actions`, { action: 'send', version: order.version })
  const [agreement] = (await api<{ data: Id[] }>(baseUrl, anna, 'GET', '/suppliers?search=Baltic')).data
  return { list, order, supplierId: agreement!.id }
}

describe('a price list’s related orders and a supplier’s turnover alert', () => {
  it('shows the priced order under the list to both parties, and the supplier over its alert', async () => {
    const { list, order, supplierId } = await prepare(app.server.url)

    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await anna.goto(`/price-lists/${list.id}`)
    await anna.getByRole('tab', { name: 'Relaterade ordrar' }).click()
    const row = anna.getByRole('row', { name: new RegExp(order.number) })
    await row.waitFor()
    await expect(row.textContent()).resolves.toContain('Baltic Knit Ltd')
    await check(anna, 'price-list-orders-sv')
    await row.getByRole('link', { name: order.number }).click()
    await anna.waitForURL(`**/orders/${order.id}`)

    await anna.goto(`/suppliers/${supplierId}`)
    await anna.getByRole('tab', { name: 'Kriterier' }).click()
    const share = anna.getByTestId('turnover-share')
    await share.waitFor()
    await expect(share.textContent()).resolves.toMatch(/100[.,]00\s%.*larm vid 50\s%/)
    await check(anna, 'supplier-turnover-share-sv')

    await anna.goto('/notifications')
    await anna
      .getByText(/Baltic Knit Ltd har nu 100\.00 %/)
      .first()
      .waitFor()

    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await lina.goto(`/price-lists/${list.id}`)
    await lina.getByRole('tab', { name: 'Related orders' }).click()
    const theirs = lina.getByRole('row', { name: new RegExp(order.number) })
    await theirs.waitFor()
    await expect(theirs.textContent()).resolves.toContain('Nordic Outdoor AB')
    await check(lina, 'price-list-orders-en')
  })
})
