import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'

const app = journey(3440)

type Order = { id: string; number: string; version: number }

// The buyer drafts and sends an order of two deliveries through the API; sending e-mails the
// supplier's contact its link.
async function sentOrder() {
  const buyer = await apiSignIn(app.server.url, 'buyer@nordic.demo')
  const supplier = await apiSignIn(app.server.url, 'supplier@baltic.demo')
  const baltic = await api<{ company_id: string }>(app.server.url, supplier, 'POST', '/auth/user')
  const articles = await api<{ data: Array<{ id: string; code: string }> }>(
    app.server.url,
    buyer,
    'GET',
    '/articles?per_page=all',
  )
  const article = (code: string) => articles.data.find((candidate) => candidate.code === code)!.id
  const draft = await api<Order>(app.server.url, buyer, 'POST', '/orders', {
    supplier_company_id: baltic.company_id,
    currency: 'SEK',
    deliveries: [
      {
        etd: '2027-03-01',
        eta: '2027-03-20',
        lines: [{ article_id: article('NO-2001'), qty: '100', price: '100' }],
      },
      {
        etd: '2027-04-01',
        eta: '2027-04-20',
        lines: [{ article_id: article('NO-2002'), qty: '50', price: '80' }],
      },
    ],
  })
  return api<Order>(app.server.url, buyer, 'POST', `/orders/${draft.id}/actions`, {
    action: 'send',
    version: draft.version,
  })
}

describe('deviations through the guest link', () => {
  it('the supplier confirms with a later ETD and a lower quantity; the buyer accepts one and rejects the other', async () => {
    const order = await sentOrder()
    // The link leaves through the mail queue after the send has committed.
    const link = await findMailLink(app.server, 'supplier@baltic.demo', '/guest/orders/', { timeout: 30_000 })
    expect(new URL(link).pathname).toMatch(/^\/guest\/orders\/[A-Za-z0-9_-]{43}\/confirm$/)

    // The supplier's contact opens the link without signing in.
    const guest = await app.newPage()
    const opened = await guest.goto(link)
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer')
    await guest.getByRole('heading', { name: `Order ${order.number} från Nordic Outdoor AB` }).waitFor()
    await expect(seriousViolations(guest)).resolves.toEqual([])
    await snapshot(guest, 'guest-order')
    await guest.getByTestId('guest-propose').click()
    await guest.getByTestId('deviation-delivery-1').getByLabel('ETD').fill('2027-03-11')
    await guest.getByLabel('Antal av NO-2002').fill('40')
    await guest.getByLabel('Anledning').fill('Garnet kommer senare')
    await guest.getByTestId('deviation-submit').click()
    await guest.waitForURL('**/guest/orders/confirmation-success')
    await expect(guest.getByTestId('guest-success').textContent()).resolves.toBe('Tack för ditt svar')
    // The link worked once.
    await guest.goto(link)
    await expect(guest.getByTestId('guest-link-invalid').textContent()).resolves.toBe(
      'Länken du klickade på fungerar inte.',
    )
    await guest.getByText('Kontakta din kontaktperson om du behöver en ny länk.').waitFor()
    expect(missingTextKeys(guest)).toEqual([])
    await guest.context().close()

    // The buyer hears of it and opens the deviation from the bell.
    const page = await app.newPage()
    await signIn(page, 'buyer@nordic.demo')
    await page.waitForURL('**/dashboard')
    await page.getByTestId('notification-bell').click()
    await page.getByRole('link', { name: 'Öppna avvikelsen' }).first().click()
    await page.waitForURL(`**/orders/${order.id}/deviation-reports/*`)
    await page.getByRole('heading', { name: `Avvikelse ${order.number}-D1` }).waitFor()
    const etd = page.getByTestId('change-etd-1')
    await expect(etd.locator('[data-beyond-tolerance="true"]').textContent()).resolves.toBe('2027-03-11')
    await etd.getByText('Utanför tolerans').waitFor()
    await expect(etd.textContent()).resolves.toContain('+10 dagar')
    await expect(seriousViolations(page)).resolves.toEqual([])
    await snapshot(page, 'deviation-report')
    await etd.getByText('Godkänn').click()
    await page.getByTestId('change-qty-2').getByText('Avvisa').click()
    await page.getByRole('button', { name: 'Spara besluten' }).click()
    await expect(page.getByTestId('confirm-message').textContent()).resolves.toContain(
      '1 godkända och 1 avvisade',
    )
    await page.getByTestId('confirm-yes').click()
    await page.getByTestId('deviation-status').getByText('Bekräftad').waitFor()

    // The order shows exactly that, and its history keeps the original promise.
    await page.goto(`/orders/${order.id}`)
    const first = page.getByTestId('delivery-view-1')
    await first.getByText('2027-03-11').waitFor()
    const quantity = page.getByTestId('delivery-lines-2').locator('tbody tr').first().locator('td').nth(1)
    await expect(quantity.textContent()).resolves.toBe('50')
    await page.goto(`/orders/${order.id}?tab=history`)
    const history = page.getByTestId('order-history')
    await history.getByText('Avvikelse tillämpad').waitFor()
    await expect(history.textContent()).resolves.toContain('ETD: 2027-03-01 → 2027-03-11')
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
