import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'

const app = journey(3430)

// Erik (Nordic, Swedish) drafts an order for Baltic in the wizard, two deliveries of one knitwear
// article each, and sends it; Lina (Baltic, English) sees it without Nordic's internal notes and
// confirms it; Erik's open page turns "Beställd" by itself.
const sv = {
  menu: 'Ordrar och offerter',
  createOrder: 'Skapa order',
  supplier: 'Leverantör',
  reference: 'Köparens referens',
  internalNotes: 'Interna anteckningar',
  terms: 'Villkor',
  draft: 'Utkast',
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

async function check(page: Page, name: string) {
  await snapshot(page, name)
  await expect(seriousViolations(page)).resolves.toEqual([])
  expect(missingTextKeys(page)).toEqual([])
}

const next = (page: Page) => page.getByTestId('wizard-next').click()

describe('purchase orders: the buyer drafts and sends, the supplier confirms', () => {
  it('goes from the wizard to an order the supplier has confirmed', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.getByRole('button', { name: sv.menu }).click()
    await erik.getByRole('menuitem', { name: sv.createOrder }).click()
    await erik.getByRole('heading', { level: 1, name: sv.createOrder }).waitFor()
    await erik.mouse.move(600, 700)
    await erik.getByRole('menu').waitFor({ state: 'detached' })

    // Header: the supplier is required; the ETA follows the ETD through the ETA rules (30 days).
    await next(erik)
    await erik.getByText('Fältet är obligatoriskt').first().waitFor()
    await erik.getByRole('combobox', { name: sv.supplier, exact: true }).click()
    await erik.getByRole('option', { name: /Baltic Knit Ltd/ }).click()
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

    // Articles: two deliveries, one article each. No price list prices NO-2002 for Baltic, so the
    // server refuses the empty price on that very field until one is typed.
    await addLine(erik, 1, 'NO-2001', '120', '24.50')
    await erik.getByTestId('add-delivery').click()
    await addLine(erik, 2, 'NO-2002', '80')
    await next(erik)
    await erik.getByTestId('line-1-0').getByText(sv.noPrice).waitFor()
    await check(erik, 'order-wizard-articles-sv')
    await line(erik, 'Pris', 1, 2).fill('26')
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
    await expect(summary.textContent()).resolves.toContain('2 940.00')
    await check(erik, 'order-wizard-summary-sv')
    await erik.getByTestId('wizard-finish').click()
    await erik.getByRole('heading', { level: 1, name: /^Order PO-/ }).waitFor()
    const heading = await erik.getByRole('heading', { level: 1 }).textContent()
    const number = heading!.replace('Order ', '')

    // The list shows the draft; its row opens the order again.
    await erik.goto('/orders/all')
    const row = erik.getByRole('row', { name: new RegExp(number) })
    await expect(row.textContent()).resolves.toContain(sv.draft)
    await expect(row.textContent()).resolves.toContain('Baltic Knit Ltd')
    await check(erik, 'order-list-sv')
    await row.click()
    await erik.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    await erik.getByTestId('order-internal').getByText(internalNote).waitFor()
    await check(erik, 'order-detail-draft-sv')

    await erik.getByTestId('order-action-send').click()
    await erik.getByRole('dialog').getByTestId('confirm-yes').click()
    await erik.getByTestId('order-status').getByText(sv.sent).waitFor()

    // Lina sees the order without Nordic's internal fields and confirms it.
    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await lina.goto('/orders/all')
    await lina.getByRole('row', { name: new RegExp(number) }).click()
    await lina.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
    await lina
      .getByTestId('delivery-view-2')
      .getByText(/NO-2002/)
      .waitFor()
    await expect(lina.getByTestId('order-internal').count()).resolves.toBe(0)
    await expect(lina.locator('body').textContent()).resolves.not.toContain(internalNote)
    await check(lina, 'order-detail-supplier-en')
    await lina.getByTestId('order-action-confirm').click()
    await lina.getByRole('dialog').getByTestId('confirm-yes').click()
    await lina.getByTestId('order-status').getByText('Ordered').waitFor()

    // Erik's page follows without a reload.
    await erik.getByTestId('order-status').getByText(sv.ordered).waitFor()
    await check(erik, 'order-detail-ordered-sv')
    await erik.getByRole('tab', { name: 'Historik' }).click()
    await erik.getByTestId('order-history').getByText('Bekräftad').waitFor()
    await check(erik, 'order-history-sv')
    await erik.context().close()
    await lina.context().close()
  })

  it('an admin keeps authorization rules, meets a conflict on a draft and reads workflow comments', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await anna.goto('/admin/authorization-rules')
    await anna.getByRole('heading', { level: 1, name: 'Attestregler' }).waitFor()
    await anna.getByTestId('create-row').click()
    const dialog = anna.getByRole('dialog', { name: 'Ny attestregel' })
    await dialog.getByRole('textbox', { name: 'Namn' }).fill('Stora ordrar')
    await dialog.getByRole('textbox', { name: 'Lägsta ordervärde' }).fill('10000')
    await dialog.getByRole('combobox', { name: 'Attestanter' }).click()
    await anna.getByRole('option', { name: /Anna Berg/ }).click()
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const rule = anna.getByRole('row', { name: /Stora ordrar/ })
    await expect(rule.textContent()).resolves.toContain('10 000.00')
    await expect(rule.textContent()).resolves.toContain('Anna Berg')
    await check(anna, 'admin-authorization-rules-sv')

    // Two tabs on one draft: the second save carries a stale version, gets 409 and shows the draft as
    // the first tab left it.
    await anna.goto('/orders/all')
    await anna.getByRole('row', { name: /PO-000001/ }).click()
    await anna.getByTestId('order-edit').click()
    await anna.getByTestId('wizard-next').waitFor()
    const other = await app.newPage()
    await signIn(other, 'admin@nordic.demo')
    await other.waitForURL('**/dashboard')
    await other.goto(new URL(anna.url()).pathname)
    await other.getByRole('textbox', { name: sv.reference }).fill('Ändrad i andra fliken')
    await other.getByTestId('wizard-next').click()
    await other.getByTestId('wizard-step-articles').waitFor()
    await anna.getByRole('textbox', { name: sv.reference }).fill('Ändrad i första fliken')
    await anna.getByTestId('wizard-next').click()
    await anna.getByTestId('form-conflict').waitFor()
    // The alert comes with the 409; the other tab's values arrive with the reload that follows it.
    await expect
      .poll(() => anna.getByRole('textbox', { name: sv.reference }).inputValue(), { timeout: 15_000 })
      .toBe('Ändrad i andra fliken')
    await check(anna, 'order-wizard-conflict-sv')
    await other.context().close()

    // A comment on the order Erik placed shows on the order and in the list across orders.
    await anna.goto('/orders/all')
    await anna.getByRole('row', { name: /PO-/ }).first().click()
    await anna.getByRole('tab', { name: 'Arbetsflödeskommentarer' }).click()
    await anna.getByRole('textbox', { name: 'Ny kommentar' }).fill('Kontrollera färgen på leverans 2.')
    await anna.getByRole('button', { name: 'Lägg till kommentar' }).click()
    await anna.getByTestId('order-comment').getByText('Kontrollera färgen').waitFor()
    await anna.goto('/orders/workflow-comments')
    await anna.getByRole('row', { name: /Kontrollera färgen/ }).waitFor()
    await check(anna, 'order-workflow-comments-sv')
    await anna.context().close()
  })
})
