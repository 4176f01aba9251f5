import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'

const app = journey(3490)

// The deviations of issue #5 that the purchase-order story does not tell: on the confirmed demo order
// PO-000003, Erik (Nordic, Swedish) asks Baltic for a later ETD and a larger quantity; Baltic's contact
// accepts both from the mailed link without an account, and Erik's open report and order follow; then
// Lina (Baltic, English) reports a lower quantity from inside the app, Erik rejects it, and her open
// report page follows.
const number = 'PO-000003'

const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function openOrder(page: Page, tab: string) {
  await page.goto('/orders/all')
  await page.getByRole('row', { name: new RegExp(number) }).click()
  await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
  await page.getByRole('tab', { name: tab }).click()
}

// Erik asks for the first delivery a week later and 600 instead of 500 of NO-2004. Returns the new ETD.
async function requestUpdate(erik: Page) {
  await openOrder(erik, 'Avvikelserapporter')
  await erik.getByTestId('deviations-empty').waitFor()
  await erik.getByRole('link', { name: 'Begär uppdatering' }).click()
  await erik.waitForURL(/\/orders\/[0-9a-f-]+\/request-update$/)
  await erik.getByRole('heading', { level: 1, name: `Begär en uppdatering av ${number}` }).waitFor()
  const etd = erik.getByTestId('deviation-delivery-1').getByLabel('ETD', { exact: true })
  const later = daysAfter(await etd.inputValue(), 7)
  await etd.fill(later)
  await erik.getByLabel('Antal av NO-2004').fill('600')
  await erik.getByLabel('Anledning').fill('Kampanjen flyttas en vecka')
  await check(erik, 'request-update-sv')
  await erik.getByTestId('deviation-submit').click()
  await erik.waitForURL(/\/orders\/[0-9a-f-]+\/deviation-reports\/[0-9a-f-]+$/)
  await erik.getByRole('heading', { level: 1, name: `Avvikelse ${number}-D1` }).waitFor()
  await erik.getByTestId('deviation-status').getByText('Väntar').waitFor()
  await erik.getByTestId('deviation-waiting').getByText('Väntar på leverantörens beslut.').waitFor()
  await expect(erik.getByTestId('change-etd-1').textContent()).resolves.toContain(later)
  await expect(erik.getByTestId('change-qty-2').textContent()).resolves.toContain('600')
  await check(erik, 'request-report-pending-sv')
  return later
}

// Baltic's contact answers from the mailed link, in English, without an account: both changes accepted.
async function acceptAsGuest() {
  const link = await findMailLink(app.server, 'supplier@baltic.demo', '/guest/orders/', { timeout: 30_000 })
  expect(new URL(link).pathname).toMatch(/^\/guest\/orders\/[A-Za-z0-9_-]{43}\/confirm-deviation$/)
  expect(new URL(link).searchParams.get('lang')).toBe('en')
  const guest = await app.newPage()
  await guest.goto(link)
  await guest.getByRole('heading', { name: `Nordic Outdoor AB asks to change order ${number}` }).waitFor()
  await guest.getByText('Kampanjen flyttas en vecka').waitFor()
  const send = guest.getByRole('button', { name: 'Send the answer' })
  await expect(send.isDisabled()).resolves.toBe(true)
  await guest.getByTestId('change-etd-1').getByText('Accept').click()
  await guest.getByTestId('change-qty-2').getByText('Accept').click()
  await check(guest, 'guest-confirm-deviation-en')
  await send.click()
  await expect(guest.getByTestId('confirm-message').textContent()).resolves.toContain(
    '2 accepted and 0 rejected',
  )
  await guest.getByTestId('confirm-yes').click()
  await guest.waitForURL('**/guest/orders/deviation-confirmation-success')
  await expect(guest.getByTestId('guest-success').textContent()).resolves.toBe('Thank you for your answer')
  await check(guest, 'guest-deviation-success-en')
  // The link worked once.
  await guest.goto(link)
  await expect(guest.getByTestId('guest-link-invalid').textContent()).resolves.toBe(
    "The link you clicked doesn't work.",
  )
  expect(missingTextKeys(guest)).toEqual([])
  await guest.context().close()
}

// Lina reports that Baltic can make 180 of NO-2002, not 200. Returns her page, left on the report.
async function reportDeviation() {
  const lina = await app.newPage()
  await signIn(lina, 'supplier@baltic.demo')
  await lina.waitForURL('**/dashboard')
  await openOrder(lina, 'Deviation reports')
  await lina.getByRole('link', { name: `${number}-D1` }).waitFor()
  await lina.getByRole('link', { name: 'Report a deviation' }).click()
  await lina.waitForURL(/\/orders\/[0-9a-f-]+\/deviation-reports\/create$/)
  await lina.getByRole('heading', { level: 1, name: `Report a deviation on ${number}` }).waitFor()
  // The form starts at the order as the accepted request left it.
  await expect(lina.getByLabel('Quantity of NO-2004').inputValue()).resolves.toBe('600')
  await lina.getByLabel('Quantity of NO-2002').fill('180')
  await lina.getByLabel('Reason').fill('One dye lot failed the colour test')
  await check(lina, 'deviation-create-en')
  await lina.getByTestId('deviation-submit').click()
  await lina.getByRole('heading', { level: 1, name: `Deviation ${number}-D2` }).waitFor()
  await lina.getByTestId('deviation-status').getByText('Pending').waitFor()
  await lina.getByTestId('deviation-waiting').getByText("Waiting for the buyer's decision.").waitFor()
  await check(lina, 'deviation-report-pending-en')
  return lina
}

describe('deviation requests and reports', () => {
  it('Erik requests an update a guest accepts; Lina reports a deviation Erik rejects', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    const later = await requestUpdate(erik)

    await acceptAsGuest()

    // Erik's open report follows the answer by itself.
    await erik.getByTestId('deviation-status').getByText('Bekräftad').waitFor()
    await erik.getByTestId('change-etd-1').getByText('Godkänd').waitFor()
    await expect(erik.getByTestId('deviation-waiting').count()).resolves.toBe(0)
    await check(erik, 'request-report-confirmed-sv')
    await erik.getByRole('link', { name: number, exact: true }).click()
    await erik.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    await erik.getByTestId('delivery-view-1').getByText(later).waitFor()
    const quantity = erik.getByTestId('delivery-lines-2').locator('tbody tr').first().locator('td').nth(1)
    await expect(quantity.textContent()).resolves.toBe('600')
    await snapshot(erik, 'order-after-request-sv')
    // Erik waits on the order's deviation reports for Baltic's next word.
    await erik.getByRole('tab', { name: 'Avvikelserapporter' }).click()
    await erik
      .getByTestId('deviation-reports')
      .getByRole('link', { name: `${number}-D1` })
      .waitFor()

    const lina = await reportDeviation()

    const second = erik.getByTestId('deviation-reports').getByRole('link', { name: `${number}-D2` })
    await second.waitFor()
    await second.click()
    await erik.getByRole('heading', { level: 1, name: `Avvikelse ${number}-D2` }).waitFor()
    await erik.getByText('One dye lot failed the colour test').waitFor()
    await erik.getByTestId('change-qty-1').getByText('Avvisa').click()
    await check(erik, 'deviation-report-decide-sv')
    await erik.getByRole('button', { name: 'Spara besluten' }).click()
    await expect(erik.getByTestId('confirm-message').textContent()).resolves.toContain(
      '0 godkända och 1 avvisade',
    )
    await erik.getByTestId('confirm-yes').click()
    await erik.getByTestId('deviation-status').getByText('Avvisad').waitFor()

    // Lina's open report follows Erik's decision; the order keeps its 200.
    await lina.getByTestId('deviation-status').getByText('Rejected').waitFor()
    await lina.getByTestId('change-qty-1').getByText('Rejected').waitFor()
    await check(lina, 'deviation-report-rejected-en')
    await lina.getByRole('link', { name: number, exact: true }).click()
    const kept = lina.getByTestId('delivery-lines-1').locator('tbody tr').first().locator('td').nth(1)
    await expect(kept.textContent()).resolves.toBe('200')
    await lina.context().close()
    await erik.context().close()
  })
})
