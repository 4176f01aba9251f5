import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'
import { chooseFromNavbar } from '../support/navbar.ts'

const app = journey(3470)

// The story of issue #5, told once through the UI: Erik (Nordic, Swedish) drafts an order of two
// deliveries in the wizard; above 100 000 SEK it waits for Anna, the approver of Nordic's demo rule,
// who authorizes it; Baltic's contact opens the mailed link without an account and confirms it with a
// later ETD on one delivery and a lower quantity on one line; Erik, with the order open, sees the
// deviation arrive, the late ETD red (beyond Nordic's 3-day tolerance), accepts the date and rejects the
// quantity; the order and its history show exactly that; Lina (Baltic, English) reads the order
// without anything that is Nordic's own.
const sv = {
  menu: 'Ordrar och offerter',
  createOrder: 'Skapa order',
  supplier: 'Leverantör',
  reference: 'Köparens referens',
  internalNotes: 'Interna anteckningar',
  terms: 'Villkor',
  waiting: 'Väntar på attest',
  sent: 'Skickad till leverantör',
  ordered: 'Beställd',
  noPrice: 'Ingen prislista eller prisregel prissätter artikeln: ange ett pris',
}
const internalNote = 'Budget checked by Anna, do not share'

const line = (page: Page, field: string, row: number, delivery: number) =>
  page.getByRole(field === 'Artikel' ? 'combobox' : 'textbox', {
    name: `${field} rad ${row} i leverans ${delivery}`,
  })

async function addLine(page: Page, delivery: number, code: string, qty: string, price?: string) {
  await page.getByTestId(`add-line-${delivery - 1}`).click()
  await line(page, 'Artikel', 1, delivery).fill(code)
  await page.getByRole('option', { name: new RegExp(code) }).click()
  await line(page, 'Antal', 1, delivery).fill(qty)
  if (price) await line(page, 'Pris', 1, delivery).fill(price)
}

const next = (page: Page) => page.getByTestId('wizard-next').click()

// Erik drafts the order in the wizard: 2 000 × 40 + 1 000 × 30 = 110 000 SEK. Returns its number.
async function draftInWizard(erik: Page) {
  await chooseFromNavbar(erik, sv.menu, sv.createOrder)
  await erik.getByRole('heading', { level: 1, name: sv.createOrder }).waitFor()

  // Header: the supplier is required; the ETA follows the ETD through the ETA rules (30 days).
  await next(erik)
  await erik.getByText('Fältet är obligatoriskt').first().waitFor()
  await erik.getByRole('combobox', { name: sv.supplier, exact: true }).click()
  await erik.getByRole('option', { name: /Baltic Knit Ltd/ }).click()
  // A new draft starts in the supplier card's currency with the company's default payment term, and
  // ships from the mill address linked to Baltic's card.
  await expect
    .poll(() => erik.getByRole('combobox', { name: 'Betalningsvillkor', exact: true }).inputValue())
    .toBe('30 days net')
  // Each default arrives with its own answer (the supplier card, its linked ship-froms): wait for each.
  await expect
    .poll(() => erik.getByRole('combobox', { name: 'Valuta', exact: true }).inputValue())
    .toBe('EUR')
  await expect
    .poll(() => erik.getByRole('combobox', { name: 'Avsändaradress', exact: true }).inputValue())
    .toBe('Baltic Knit mill, Kaunas (KNS)')
  // Nordic's rule is in SEK: a rule applies to orders of its own currency only (decision 0016).
  await erik.getByRole('combobox', { name: 'Valuta', exact: true }).click()
  await erik.getByRole('option', { name: 'SEK', exact: true }).click()
  await erik.getByRole('textbox', { name: sv.reference }).fill('AW27 stickat')
  await erik.getByLabel('ETD', { exact: true }).fill('2027-03-01')
  await expect
    .poll(() => erik.getByLabel('ETA', { exact: true }).inputValue(), { timeout: 10_000 })
    .toBe('2027-03-31')
  await erik.getByRole('textbox', { name: sv.internalNotes }).fill(internalNote)
  await check(erik, 'order-wizard-header-sv')
  // Leaving the header saves the draft: from now on it has its own address.
  await next(erik)
  await erik.waitForURL(/\/orders\/[0-9a-f-]+\/update$/)
  // The same wizard goes on under the saved draft's number.
  await erik.getByRole('heading', { level: 1, name: /^Redigera order PO-/ }).waitFor()

  // Articles: two deliveries, one article each. No price list prices NO-2002 for Baltic, so the
  // server refuses the empty price on that very field until one is typed.
  await addLine(erik, 1, 'NO-2001', '2000', '40')
  await erik.getByTestId('add-delivery').click()
  await addLine(erik, 2, 'NO-2002', '1000')
  await next(erik)
  await erik.getByTestId('line-1-0').getByText(sv.noPrice).waitFor()
  await check(erik, 'order-wizard-articles-sv')
  await line(erik, 'Pris', 1, 2).fill('30')
  await next(erik)

  // Deliveries: each gets its ETD (needed to send).
  await erik.getByTestId('delivery-0').getByLabel('ETD', { exact: true }).fill('2027-03-01')
  await erik.getByTestId('delivery-1').getByLabel('ETD', { exact: true }).fill('2027-04-01')
  await check(erik, 'order-wizard-deliveries-sv')
  await next(erik)
  await erik.getByRole('textbox', { name: sv.terms }).fill('Leverans enligt Nordics leveransvillkor 2027.')
  await next(erik)

  const summary = erik.getByTestId('wizard-summary')
  await summary.getByText(/NO-2001/).waitFor()
  await expect(summary.textContent()).resolves.toContain('NO-2002')
  await expect(summary.textContent()).resolves.toContain('110 000.00')
  await check(erik, 'order-wizard-summary-sv')
  await erik.getByTestId('wizard-finish').click()
  await erik.getByRole('heading', { level: 1, name: /^Order PO-/ }).waitFor()
  const heading = await erik.getByRole('heading', { level: 1 }).textContent()
  return heading!.replace('Order ', '')
}

// Anna hears of the order from her bell and authorizes it, which sends it.
async function authorize(anna: Page, number: string) {
  await signIn(anna, 'admin@nordic.demo')
  await anna.waitForURL('**/dashboard')
  await anna.getByTestId('notification-bell').click()
  await anna
    .getByTestId('notification-item')
    .filter({ hasText: number })
    .getByRole('link', { name: 'Öppna ordern' })
    .click()
  await anna.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
  await anna.getByTestId('order-status').getByText(sv.waiting).waitFor()
  await check(anna, 'order-authorize-sv')
  await anna.getByTestId('order-action-authorize').click()
  await anna.getByRole('dialog').getByTestId('confirm-yes').click()
  await anna.getByTestId('order-status').getByText(sv.sent).waitFor()
  await anna.context().close()
}

// Baltic's contact answers through the mailed link, without an account, in English: the first delivery
// leaves ten days later and the second brings 800 instead of 1 000.
async function proposeAsGuest(number: string) {
  // The link leaves through the mail queue after the authorization has committed.
  const link = await findMailLink(app.server, 'supplier@baltic.demo', '/guest/orders/', { timeout: 30_000 })
  expect(new URL(link).pathname).toMatch(/^\/guest\/orders\/[A-Za-z0-9_-]{43}\/confirm$/)
  const guest = await app.newPage()
  const opened = await guest.goto(link)
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer')
  // The link names the language of its mail: Baltic's contact reads English without choosing it.
  expect(new URL(link).searchParams.get('lang')).toBe('en')
  await guest.getByRole('heading', { name: `Order ${number} from Nordic Outdoor AB` }).waitFor()
  await check(guest, 'guest-order-en')
  await guest.getByTestId('guest-propose').click()
  await guest.getByTestId('deviation-delivery-1').getByLabel('ETD').fill('2027-03-11')
  await guest.getByLabel('Quantity of NO-2002').fill('800')
  await guest.getByLabel('Reason').fill('The yarn arrives later')
  await check(guest, 'guest-propose-en')
  await guest.getByTestId('deviation-submit').click()
  await guest.waitForURL('**/guest/orders/confirmation-success')
  await expect(guest.getByTestId('guest-success').textContent()).resolves.toBe('Thank you for your answer')
  // The link worked once.
  await guest.goto(link)
  await expect(guest.getByTestId('guest-link-invalid').textContent()).resolves.toBe(
    "The link you clicked doesn't work.",
  )
  expect(missingTextKeys(guest)).toEqual([])
  await guest.context().close()
}

// Erik accepts the later ETD and rejects the lower quantity.
async function decide(erik: Page, number: string) {
  await erik.getByRole('heading', { name: `Avvikelse ${number}-D1` }).waitFor()
  const etd = erik.getByTestId('change-etd-1')
  const late = etd.locator('[data-beyond-tolerance="true"]')
  await expect(late.textContent()).resolves.toBe('2027-03-11')
  // Mantine's red.8.
  await expect(late.evaluate((element) => getComputedStyle(element).color)).resolves.toBe('rgb(224, 49, 49)')
  await etd.getByText('Utanför tolerans').waitFor()
  await expect(etd.textContent()).resolves.toContain('+10 dagar')
  await check(erik, 'deviation-report-sv')
  await etd.getByText('Godkänn').click()
  await erik.getByTestId('change-qty-2').getByText('Avvisa').click()
  await erik.getByRole('button', { name: 'Spara besluten' }).click()
  await expect(erik.getByTestId('confirm-message').textContent()).resolves.toContain(
    '1 godkända och 1 avvisade',
  )
  await erik.getByTestId('confirm-yes').click()
  await erik.getByTestId('deviation-status').getByText('Bekräftad').waitFor()
}

// Lina reads the order as Baltic: the agreed dates and quantities, none of Nordic's internal fields,
// price sources, authorization or margins.
async function readAsSupplier(lina: Page, number: string) {
  await signIn(lina, 'supplier@baltic.demo')
  await lina.waitForURL('**/dashboard')
  // Baltic's own margin review covers only what Baltic buys: Nordic's order and prices are not in it.
  await chooseFromNavbar(lina, 'Orders and Quotations', 'Margin review')
  await lina.getByRole('heading', { level: 1, name: 'Margin review' }).waitFor()
  await lina.getByTestId('list-empty').waitFor()
  await expect(lina.locator('body').textContent()).resolves.not.toContain(number)
  // The screen itself is checked in order-views.test.ts.
  await snapshot(lina, 'order-margin-review-supplier-en')
  await lina.goto('/orders/all')
  await lina.getByRole('row', { name: new RegExp(number) }).click()
  await lina.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
  await lina.getByTestId('order-status').getByText('Ordered').waitFor()
  await lina.getByTestId('delivery-view-1').getByText('2027-03-11').waitFor()
  const body = lina.locator('body')
  await expect(lina.getByTestId('order-internal').count()).resolves.toBe(0)
  await expect(body.textContent()).resolves.not.toContain(internalNote)
  await expect(body.textContent()).resolves.not.toContain('Set by hand')
  await check(lina, 'order-detail-supplier-en')
  await lina.getByRole('tab', { name: 'History' }).click()
  const history = lina.getByTestId('order-history')
  await history.getByText('Deviation applied').waitFor()
  await expect(history.textContent()).resolves.not.toContain('Authorized')
  await snapshot(lina, 'order-history-supplier-en')
  expect(missingTextKeys(lina)).toEqual([])
  await lina.context().close()
}

describe('the purchase order story', () => {
  it('goes from the wizard through authorization and a guest deviation to what the supplier sees', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    const number = await draftInWizard(erik)

    // Above the rule's 100 000 SEK, sending asks Anna first; Erik cannot authorize it himself.
    await erik.getByTestId('order-internal').getByText(internalNote).waitFor()
    await erik.getByTestId('order-action-send').click()
    await erik.getByRole('dialog').getByTestId('confirm-yes').click()
    await erik.getByTestId('order-status').getByText(sv.waiting).waitFor()
    await erik.getByText('Attest har begärts').waitFor()
    await erik.getByRole('dialog').waitFor({ state: 'detached' })
    await erik.getByTestId('order-approvers').getByText('Anna Berg').waitFor()
    await expect(erik.getByTestId('order-action-authorize').count()).resolves.toBe(0)
    await check(erik, 'order-detail-approval-sv')

    await authorize(await app.newPage(), number)
    // Erik's page follows without a reload.
    await erik.getByTestId('order-status').getByText(sv.sent).waitFor()
    await erik.getByRole('tab', { name: 'Avvikelserapporter' }).click()
    await erik.getByTestId('deviations-empty').waitFor()

    await proposeAsGuest(number)

    // The confirmation and the deviation reach Erik's open page by themselves.
    await erik.getByTestId('order-status').getByText(sv.ordered).waitFor()
    const report = erik.getByTestId('deviation-reports').getByRole('link', { name: `${number}-D1` })
    await report.waitFor()
    await check(erik, 'order-deviations-live-sv')
    await report.click()
    await decide(erik, number)

    // The order shows exactly that: the later ETD, the original quantity, the requested ETD kept.
    await erik.getByRole('link', { name: number, exact: true }).click()
    await erik.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    const first = erik.getByTestId('delivery-view-1')
    await first.getByText('2027-03-11').waitFor()
    await expect(first.textContent()).resolves.toContain('2027-03-01')
    const quantity = erik.getByTestId('delivery-lines-2').locator('tbody tr').first().locator('td').nth(1)
    await expect(quantity.textContent()).resolves.toBe('1 000')
    await check(erik, 'order-detail-after-deviation-sv')
    await erik.getByRole('tab', { name: 'Historik' }).click()
    const history = erik.getByTestId('order-history')
    await history.getByText('Avvikelse tillämpad').waitFor()
    await expect(history.textContent()).resolves.toContain('ETD: 2027-03-01 → 2027-03-11')
    await history.getByText('Attesterad').waitFor()
    await check(erik, 'order-history-sv')
    // The order's own ETD (its first shipment, which the list shows) followed the delivery.
    await erik.goto(`/orders/all?search=${number}`)
    await expect(erik.getByRole('row', { name: new RegExp(number) }).textContent()).resolves.toContain(
      '2027-03-11',
    )
    await erik.context().close()

    await readAsSupplier(await app.newPage(), number)
  })
})
