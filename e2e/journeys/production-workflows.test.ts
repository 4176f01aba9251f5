import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { untilStill } from '../support/stillness.ts'

const app = journey(3750)

type Id = { id: string }

// Set-up through the API: a sent order to Baltic with the ETD 2027-03-01, which the plan ends on.
async function sentOrder(baseUrl: string) {
  const erik = await apiSignIn(baseUrl, 'buyer@nordic.demo')
  const lina = await apiSignIn(baseUrl, 'supplier@baltic.demo')
  const baltic = (await api<{ company_id: string }>(baseUrl, lina, 'POST', '/auth/user')).company_id
  const [article] = (await api<{ data: Id[] }>(baseUrl, erik, 'GET', '/articles?search=NO-2001')).data
  const { warehouses } = await api<{ warehouses: Id[] }>(
    baseUrl,
    erik,
    'GET',
    '/param?select_many=warehouses',
  )
  const order = await api<Id & { version: number }>(baseUrl, erik, 'POST', '/orders', {
    supplier_company_id: baltic,
    currency: 'SEK',
    etd: '2027-03-01',
    eta: '2027-03-20',
    deliveries: [
      {
        warehouse_id: warehouses[0]!.id,
        etd: '2027-03-01',
        eta: '2027-03-20',
        lines: [{ article_id: article!.id, qty: '20', price: '100' }],
      },
    ],
  })
  await api(baseUrl, erik, 'POST', `/orders/${order.id}/actions`, { action: 'send', version: order.version })
  return order
}

async function openArea(page: Page, group: string, area: string) {
  const nav = page.getByRole('navigation', { name: 'Administration' })
  const toggle = nav.getByTestId(/^admin-group-/).filter({ hasText: group })
  if ((await toggle.getAttribute('data-expanded')) === null) {
    await toggle.click()
    await untilStill(page)
  }
  await nav.getByRole('link', { name: area, exact: true }).click()
  await page.getByRole('heading', { level: 1, name: area }).waitFor()
}

async function addStep(page: Page, number: number, name: string, days: string, type: string) {
  await page.getByTestId('add-step').click()
  const step = `steg ${number}`
  await page.getByRole('textbox', { name: `Namn, ${step}` }).fill(name)
  await page.getByRole('textbox', { name: `Längd (dagar), ${step}` }).fill(days)
  await page.getByRole('combobox', { name: `Milstolpstyp, ${step}` }).click()
  await page.getByRole('option', { name: type, exact: true }).click()
}

describe('production workflows', () => {
  it('an admin adds a milestone type and a workflow; a buyer applies it to an order and sees the plan', async () => {
    const order = await sentOrder(app.server.url)
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await anna.goto('/admin/settings')
    await anna.getByRole('tab', { name: 'Milstolpstyper' }).click()
    await anna.waitForURL('**/admin/milestone-types')
    await anna.getByRole('row', { name: /Fabric in house/ }).waitFor()
    await anna.getByTestId('create-row').click()
    const dialog = anna.getByRole('dialog', { name: 'Ny milstolpstyp' })
    await dialog.getByLabel(/^Namn/).fill('Tvätt')
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await anna.getByRole('row', { name: /Tvätt/ }).waitFor()
    await check(anna, 'milestone-types-sv')

    await openArea(anna, 'Företaget', 'Produktionsflöden')
    await anna.getByRole('row', { name: /Apparel standard.*Ja.*7.*57 dagar/ }).waitFor()
    await check(anna, 'production-workflows-sv')
    await anna.getByTestId('create-workflow').click()
    await anna.getByRole('heading', { level: 1, name: 'Nytt flöde' }).waitFor()
    await anna.getByLabel(/^Namn/).first().fill('Tvättad denim')
    await addStep(anna, 1, 'Tvättat', '4', 'Tvätt')
    await anna.getByRole('switch', { name: 'Leverantören får uppdatera status, steg 1' }).check()
    await addStep(anna, 2, 'Ex works', '2', 'Ex-factory')
    await anna.getByRole('textbox', { name: 'Längd (dagar), steg 2' }).fill('')
    await anna.getByTestId('save-workflow').click()
    await anna.getByText('Fältet är obligatoriskt').waitFor()
    await check(anna, 'production-workflow-refused-sv')
    await anna.getByRole('textbox', { name: 'Längd (dagar), steg 2' }).fill('2')
    await anna.getByRole('button', { name: 'Flytta steg 2 uppåt' }).click()
    await anna.getByRole('button', { name: 'Flytta steg 2 uppåt' }).waitFor()
    await anna.getByRole('button', { name: 'Flytta steg 1 nedåt' }).click()
    await check(anna, 'production-workflow-form-sv')
    await anna.getByTestId('save-workflow').click()
    await anna.waitForURL('**/admin/production-workflows')
    await anna.getByRole('row', { name: /Tvättad denim.*Nej.*2.*6 dagar/ }).waitFor()
    await anna.context().close()

    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto(`/orders/${order.id}?tab=milestones`)
    await erik.getByText('Inget flöde har tillämpats på ordern ännu.').waitFor()
    await check(erik, 'order-milestones-empty-sv')
    await erik.getByTestId('apply-workflow').click()
    const apply = erik.getByRole('dialog', { name: 'Tillämpa ett produktionsflöde' })
    const choice = apply.getByRole('combobox', { name: 'Flöde' })
    await choice.click()
    await erik.getByRole('option', { name: /^Apparel standard · standard · för denna leverantör/ }).waitFor()
    await erik.getByRole('option', { name: /^Tvättad denim/ }).click()
    await check(erik, 'order-apply-workflow-sv')
    await apply.getByTestId('apply-workflow-submit').click()
    await apply.waitFor({ state: 'hidden' })
    await erik.getByRole('heading', { name: 'Tvättad denim' }).waitFor()
    await erik.getByRole('row', { name: /Tvättat.*Tvätt.*2027-02-27.*Ej påbörjad/ }).waitFor()
    await erik.getByRole('row', { name: /Ex works.*Ex-factory.*2027-03-01.*Ej påbörjad/ }).waitFor()
    await erik.getByText('Planerat bakåt från orderns ETD: sista steget slutar på det.').waitFor()
    await check(erik, 'order-milestones-sv')

    await erik.getByTestId('apply-workflow').click()
    await apply.getByRole('combobox', { name: 'Flöde' }).click()
    await erik.getByRole('option', { name: /^Apparel standard/ }).click()
    await apply.getByTestId('apply-workflow-submit').click()
    const confirm = erik.getByRole('dialog', { name: 'Ersätta milstolparna?' })
    await check(erik, 'order-reapply-confirm-sv')
    await confirm.getByRole('button', { name: 'Tillämpa ett annat flöde' }).click()
    await erik.getByRole('heading', { name: 'Apparel standard' }).waitFor()
    await erik.getByRole('row', { name: /Ex-factory.*2027-03-01/ }).waitFor()
    await erik.getByRole('row', { name: /Lab dip approved.*2027-01-10/ }).waitFor()
    await erik.context().close()
  })
})
