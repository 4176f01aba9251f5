import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3850)

// Anna (Nordic's admin, Swedish) sells parkas, beanies and shell jackets to a retailer: she creates the
// sales order, adds three lines from the distribution centre, records the customer's acceptance; in
// English she has the jackets (made in-house, from a bill of material) put in production and a purchase
// order made for the rest (after which neither is offered), dispatches the order and sees the parkas
// leave /inventory.
describe('sales orders', () => {
  it('a seller creates a sales order, records the acceptance, orders its goods and dispatches it', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await chooseFromNavbar(anna, 'Ordrar och offerter', 'Försäljningsordrar')
    await anna.getByRole('heading', { level: 1, name: 'Försäljningsordrar' }).waitFor()
    await anna
      .getByRole('row', { name: /SO-000001.*Fjällbutiken Sport AB.*Accepterad.*Baltic Knit Ltd/ })
      .waitFor()
    await check(anna, 'sales-orders-list-sv')

    await anna.getByTestId('create-sales-order').click()
    const create = anna.getByRole('dialog', { name: 'Skapa försäljningsorder' })
    await create.getByRole('combobox', { name: 'Kund' }).click()
    await anna.getByRole('option', { name: 'Fjällbutiken Sport AB' }).click()
    await check(anna, 'sales-order-create-sv')
    await create.getByRole('button', { name: 'Skapa' }).click()
    await anna.getByRole('heading', { level: 1, name: 'Försäljningsorder SO-000002' }).waitFor()
    await anna.getByText('Väntar på svar').waitFor()

    await anna.getByRole('combobox', { name: 'Tilldelad leverantör' }).click()
    await anna.getByRole('option', { name: 'Baltic Knit Ltd' }).click()
    await anna.getByLabel('Meddelande till leverantör').fill('Packa per butik')
    await anna.getByTestId('save-sales-order').click()
    await anna.getByText('Försäljningsorder SO-000002 har sparats').waitFor()
    await check(anna, 'sales-order-general-sv')

    await anna.getByRole('tab', { name: 'Rader (0)' }).click()
    await anna.getByTestId('sales-order-no-lines').waitFor()
    const addLine = async (row: number, code: string, quantity: string, price: string) => {
      await anna.getByTestId('add-sales-order-line').click()
      await anna.getByRole('combobox', { name: `Artikel, rad ${row}` }).fill(code)
      await anna.getByRole('option', { name: new RegExp(code) }).click()
      await anna.getByRole('combobox', { name: `Lager, rad ${row}` }).click()
      await anna.getByRole('option', { name: 'Gothenburg DC (GOT-DC)' }).click()
      await anna.getByLabel(`Antal per enhet, rad ${row}`, { exact: true }).fill(quantity)
      await anna.getByLabel(`Pris per enhet, rad ${row}`, { exact: true }).fill(price)
    }
    await addLine(1, 'NO-1003', '4', '2999')
    await anna.getByLabel('Fritext, rad 1', { exact: true }).fill('Storlek M')
    await addLine(2, 'NO-2004', '10', '199')
    await addLine(3, 'NO-1001', '2', '1290')
    await check(anna, 'sales-order-lines-sv')
    await anna.getByTestId('save-sales-order-lines').click()
    await anna.getByText('Raderna i SO-000002 har sparats').waitFor()
    await anna.getByRole('tab', { name: 'Rader (3)' }).waitFor()

    await anna.getByTestId('sales-order-accept').click()
    await anna.getByRole('dialog', { name: 'Registrera kundens accept?' }).waitFor()
    await confirmDialog(anna, 'Accepterad')
    await anna.getByText('SO-000002 är accepterad och lagret reserverat').waitFor()

    await chooseLanguage(anna, 'en')
    await anna.getByRole('heading', { level: 1, name: 'Sales order SO-000002' }).waitFor()
    await anna.getByTestId('sales-order-createProductionOrders').click()
    await anna.getByRole('dialog', { name: 'Create production orders?' }).waitFor()
    await confirmDialog(anna, 'Create')
    await anna.getByText('Production orders have been made for SO-000002').waitFor()
    await anna.getByTestId('sales-order-createPurchaseOrder').click()
    await anna.getByRole('dialog', { name: 'Create a purchase order?' }).waitFor()
    await confirmDialog(anna, 'Create')
    await anna.getByText('A purchase order has been made for SO-000002').waitFor()
    // Every line is bought or produced now: neither is offered again.
    await expect
      .poll(() => anna.getByTestId(/^sales-order-create(PurchaseOrder|ProductionOrders)$/).count())
      .toBe(0)
    await anna.getByRole('tab', { name: 'Related orders (2)' }).click()
    const related = anna.getByTestId('related-purchase-orders')
    await related.getByRole('row', { name: /PO-\d{6}.*Baltic Knit Ltd.*Draft/ }).waitFor()
    await anna
      .getByTestId('related-production-orders')
      .getByRole('row', { name: /PRD-\d{5}.*Draft/ })
      .waitFor()
    await check(anna, 'sales-order-related-en')

    await anna.getByTestId('sales-order-dispatch').click()
    await anna.getByRole('dialog', { name: 'Dispatch the sales order?' }).waitFor()
    await confirmDialog(anna, 'Dispatch')
    await anna.getByTestId('sales-order-read-only').waitFor()
    await expect(anna.getByTestId('sales-order-dispatch').count()).resolves.toBe(0)
    await anna.getByRole('tab', { name: 'Lines (3)' }).click()
    await anna
      .getByRole('link', { name: /PO-\d{6}/ })
      .first()
      .waitFor()
    await anna.getByRole('link', { name: /PRD-\d{5}/ }).waitFor()
    await check(anna, 'sales-order-dispatched-en')

    // The parkas left the distribution centre: 40 on hand less the 4 dispatched, nothing held back.
    await anna.goto('/inventory')
    await anna.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor()
    await anna.getByRole('row', { name: /NO-1003.*Gothenburg DC.*N\/A\s*36\s*0\s*36/ }).waitFor()
    await check(anna, 'sales-order-inventory-en')
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })
})
