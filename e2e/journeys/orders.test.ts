import { describe, expect, it } from 'vitest'
import { signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'

const app = journey(3430)

// The supplier confirming in the app, and the buyer's admin work on orders: authorization rules, a
// conflict between two tabs on a draft, workflow comments. The wizard, authorization, the guest link
// and deviations are the purchase-order story's (purchase-order.test.ts), which also checks the
// order's detail and history screens in both languages.
const sv = {
  reference: 'Köparens referens',
  sent: 'Skickad till leverantör',
  ordered: 'Beställd',
}

describe('purchase orders: the supplier confirms in the app, the buyer administers', () => {
  it("Lina confirms a sent order in the app and Erik's open page follows", async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto('/orders/all')
    const row = erik.getByRole('row', { name: /PO-000002/ })
    await expect(row.textContent()).resolves.toContain(sv.sent)
    await expect(row.textContent()).resolves.toContain('Baltic Knit Ltd')
    await check(erik, 'order-list-sv')
    // "Alla" answers every order, counted exactly (decision 0033).
    await Promise.all([
      erik.waitForResponse((response) => response.url().includes('per_page=all') && response.ok()),
      erik
        .getByTestId('list-per-page')
        .click()
        .then(() => erik.getByRole('option', { name: 'Alla' }).click()),
    ])
    const rows = erik.getByTestId('list-table').locator('tbody tr')
    await expect(erik.getByTestId('list-total').textContent()).resolves.toBe(`${await rows.count()} rader`)
    await row.click()
    await erik.getByRole('heading', { level: 1, name: 'Order PO-000002' }).waitFor()

    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await lina.goto('/orders/all')
    await lina.getByRole('row', { name: /PO-000002/ }).click()
    await lina.getByRole('heading', { level: 1, name: 'Order PO-000002' }).waitFor()
    await lina.getByTestId('order-action-confirm').click()
    await lina.getByRole('dialog').getByTestId('confirm-yes').click()
    await lina.getByTestId('order-status').getByText('Ordered').waitFor()

    // Erik's page follows without a reload.
    await erik.getByTestId('order-status').getByText(sv.ordered).waitFor()
    await erik.getByRole('tab', { name: 'Historik' }).click()
    await erik.getByTestId('order-history').getByText('Bekräftad').waitFor()
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
