import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'

const app = journey(3760)

// Lina of Baltic works in English, Anna of Nordic in Swedish. PO-000003 follows "Apparel standard" in the demo: Baltic may update the factory's milestones, only
// comment on the lab dip and the inspection, and never sees the buyer's own trims task.
describe('milestones on the supplier side', () => {
  it('the supplier updates a milestone it may update, cannot edit one it may not, and comments', async () => {
    const token = await apiSignIn(app.server.url, 'supplier@baltic.demo')
    const orders = await api<{ data: Array<{ id: string; number: string }> }>(
      app.server.url,
      token,
      'GET',
      '/orders?search=PO-000003',
    )
    const order = orders.data.find((each) => each.number === 'PO-000003')!
    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await lina.goto(`/orders/${order.id}`)
    await lina.getByRole('tab', { name: 'Milestones' }).click()
    await lina.getByRole('heading', { name: 'Apparel standard' }).waitFor()
    await expect(lina.getByTestId('milestone-row').count()).resolves.toBe(6)
    await expect(lina.getByRole('row', { name: /Trims approval/ }).count()).resolves.toBe(0)
    await check(lina, 'supplier-milestones-en')

    await lina.getByRole('combobox', { name: 'Status of Cutting started' }).click()
    await lina.getByRole('option', { name: 'In progress' }).click()
    await lina
      .getByRole('row', { name: /Cutting started/ })
      .getByRole('combobox', { name: 'Status of Cutting started' })
      .waitFor()
    // The choice shows at once and the field is disabled until the server has taken it (the locator of
    // the open field waits as long as the page may: a busy machine answers in more than a poll's second).
    const cutting = lina.getByRole('combobox', { name: 'Status of Cutting started' })
    await expect.poll(() => cutting.inputValue()).toBe('In progress')
    await lina.getByRole('combobox', { name: 'Status of Cutting started', disabled: false }).waitFor()
    await expect(cutting.inputValue()).resolves.toBe('In progress')
    await expect(lina.getByRole('combobox', { name: 'Status of Final inspection' }).count()).resolves.toBe(0)
    await lina.getByRole('row', { name: /Final inspection.*Not started/ }).waitFor()

    await lina.getByRole('button', { name: 'Comments on Fabric in house' }).click()
    const thread = lina.getByRole('dialog', { name: 'Comments: Fabric in house' })
    await thread.getByText('The fabric left the mill in Kaunas today').waitFor()
    await thread.getByLabel('New comment').fill('The fabric has arrived at the factory.')
    await thread.getByRole('button', { name: 'Add comment' }).click()
    await thread.getByText('The fabric has arrived at the factory.').waitFor()
    await check(lina, 'supplier-milestone-comments-en')
    await thread.getByRole('button', { name: 'Close' }).click()
    await thread.waitFor({ state: 'hidden' })

    await lina.getByRole('button', { name: 'Comments on Final inspection' }).click()
    const hidden = lina.getByRole('dialog', { name: 'Comments: Final inspection' })
    await hidden.getByText('The buyer does not share the comments on this milestone').waitFor()
    await check(lina, 'supplier-milestone-hidden-comments-en')
    await lina.context().close()

    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await anna.goto(`/orders/${order.id}?tab=history`)
    await anna.getByRole('row', { name: /Milstolpe uppdaterad/ }).waitFor()
    await check(anna, 'buyer-order-history-milestone-sv')
    await anna.context().close()
  })
  it('the buyer sends a milestone to a guest, who signs in and reports on that milestone alone', async () => {
    const inspector = 'inspector@agent.example'
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    const token = await apiSignIn(app.server.url, 'admin@nordic.demo')
    const orders = await api<{ data: Array<{ id: string; number: string }> }>(
      app.server.url,
      token,
      'GET',
      '/orders?search=PO-000003',
    )
    const order = orders.data.find((each) => each.number === 'PO-000003')!
    await anna.goto(`/orders/${order.id}?tab=milestones`)
    await anna.getByRole('button', { name: 'Skicka Final inspection till en gäst' }).click()
    const dialog = anna.getByRole('dialog', { name: 'Skicka ”Final inspection” till en gäst' })
    await dialog.getByLabel(/^E-post/).fill(inspector)
    await dialog.getByLabel(/^Lösenord/).fill('kort')
    await dialog.getByTestId('guest-recipient-send').click()
    await dialog.getByText('Ange minst 8 tecken').waitFor()
    await check(anna, 'milestone-guest-link-refused-sv')
    await dialog.getByLabel(/^Lösenord/).fill('Inspekt-2027')
    await dialog.getByTestId('guest-recipient-send').click()
    await dialog.waitFor({ state: 'hidden' })
    await anna.getByText(`Länken har skickats till ${inspector}`).waitFor()
    await anna.context().close()

    const link = await findMailLink(app.server, inspector, '/guest/milestones/')
    const guest = await app.newPage()
    await guest.goto(link)
    await guest.getByRole('heading', { name: 'Logga in för att öppna länken' }).waitFor()
    await guest.getByLabel(/^E-post/).fill(inspector)
    await guest.getByLabel(/^Lösenord/).fill('Inspekt-2027')
    await guest.getByRole('button', { name: 'Logga in' }).click()
    await guest.getByRole('heading', { level: 1, name: 'Final inspection' }).waitFor()
    await guest
      .getByText(
        'Nordic Outdoor AB ber dig rapportera om denna produktionsmilstolpe på inköpsorder PO-000003',
      )
      .waitFor()
    await check(guest, 'guest-milestone-sv')
    await guest.getByRole('combobox', { name: 'Ändra status' }).click()
    await guest.getByRole('option', { name: 'Pågår' }).click()
    await expect.poll(() => guest.getByRole('combobox', { name: 'Ändra status' }).inputValue()).toBe('Pågår')
    await guest.getByLabel('Ny kommentar').fill('Inspektionen är bokad till måndag.')
    await guest.getByRole('button', { name: 'Lägg till kommentar' }).click()
    await guest.getByText('Inspektionen är bokad till måndag.').waitFor()
    await guest.getByText(inspector, { exact: false }).first().waitFor()
    await check(guest, 'guest-milestone-updated-sv')
    await guest.context().close()
  })
})
