import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { bannerWatching, seenBanner, syncEnded, watchBanner } from '../support/import-banner.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar } from '../support/navbar.ts'

const app = journey(3870)

// Erik (purchaser, Swedish) books the transport of PO-000003's second delivery: he deletes the demo's
// stale draft that held it (Anna imports it into a draft from a one-row file and deletes that too),
// books it from the deliveries library, packs it (a wrong total is refused, then the right one saved),
// marks the pickup scheduled and the goods in transit, and finds the order's delivery shipped.
describe('bookings', () => {
  it('a purchaser books a delivery from the library, packs it and marks it in transit', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await chooseFromNavbar(erik, 'Frakt', 'Alla sändningar')
    await erik.getByRole('heading', { level: 1, name: 'Sändningar' }).waitFor()
    await erik.getByRole('row', { name: /BK-0001.*Baltic Knit.*Under transport/ }).waitFor()
    await check(erik, 'bookings-list-sv')

    await erik.getByRole('row', { name: /BK-0002.*Utkast/ }).click()
    await erik.getByRole('heading', { level: 1, name: 'Bokning BK-0002' }).waitFor()
    await check(erik, 'booking-draft-sv')
    await erik.getByTestId('delete-booking').click()
    await erik.getByRole('dialog', { name: 'Ta bort bokning BK-0002?' }).waitFor()
    await confirmDialog(erik, 'Ta bort')
    await erik.getByRole('heading', { level: 1, name: 'Sändningar' }).waitFor()

    // Anna holds bc.workflow.comments: her tab shows the import banner while the job runs.
    const anna = await app.newPage()
    await watchBanner(anna)
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await anna.goto('/bookings')
    await bannerWatching(anna)
    await anna.getByRole('button', { name: 'Importera bokningar' }).click()
    const dialog = anna.getByRole('dialog', { name: 'Importera bokningar från en CSV-fil' })
    await dialog.getByTestId('booking-import-layout').getByText('dangerous_goods').waitFor()
    const file = 'booking,order_number,delivery_code,goods_description\nAW27,PO-000003,PO-000003-2,Mössor\n'
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'bookings.csv', mimeType: 'text/csv', buffer: Buffer.from(file) })
    await dialog.getByRole('button', { name: 'Importera', exact: true }).click()
    await dialog.getByTestId('booking-import-started').getByText('bokningar: 1, rader: 1').waitFor()
    await syncEnded(anna)
    await check(anna, 'booking-import-started-sv')
    expect((await seenBanner(anna)).banner.map((entry) => entry.shown)).toEqual([true, false])
    await dialog.getByRole('button', { name: 'Stäng' }).last().click()
    await anna.getByRole('row', { name: /BK-\d{4}.*Baltic Knit.*Utkast/ }).click()
    await anna.getByTestId('delete-booking').click()
    await confirmDialog(anna, 'Ta bort')
    await anna.getByRole('heading', { level: 1, name: 'Sändningar' }).waitFor()
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()

    await chooseFromNavbar(erik, 'Frakt', 'Boka ny sändning')
    await erik.getByRole('heading', { level: 1, name: 'Boka en sändning' }).waitFor()
    await erik.getByRole('combobox', { name: 'Leverantör' }).click()
    await erik.getByRole('option', { name: /Baltic Knit/ }).click()
    const library = erik.getByTestId('deliveries-library')
    await library.getByTestId('library-PO-000003-2').waitFor()
    // The first delivery is on its way (BK-0001): the library no longer offers it.
    await expect(library.getByTestId('library-PO-000003-1').count()).resolves.toBe(0)
    await library.getByRole('checkbox', { name: 'Välj leverans PO-000003-2' }).check()
    // The order's ship-from and the delivery's warehouse fill the route.
    await expect
      .poll(() => erik.getByRole('combobox', { name: 'Mottagande lager' }).inputValue())
      .toMatch(/Gothenburg DC/)
    await check(erik, 'booking-create-details-sv')
    await erik.getByTestId('wizard-next').click()
    await erik.getByLabel('Godsbeskrivning').fill('Merinomössor i kartonger')
    await erik.getByLabel('Sändningsreferens').fill('AW27 core knit, andra leveransen')
    await check(erik, 'booking-create-transport-sv')
    await erik.getByTestId('wizard-next').click()
    await erik.getByTestId('wizard-summary').getByText('Merinomössor i kartonger').waitFor()
    await check(erik, 'booking-create-summary-sv')
    await erik.getByTestId('wizard-finish').click()

    const title = erik.getByRole('heading', { level: 1, name: /^Bokning BK-\d{4}$/ })
    await title.waitFor()
    const number = (await title.textContent())!.replace('Bokning ', '')
    const packing = erik.getByTestId('packing-PO-000003-2')
    await packing.getByTestId('add-package').click()
    await packing.getByRole('textbox', { name: 'Kollityp 1' }).fill('Kartong')
    await packing.getByRole('textbox', { name: 'Kvantitet 1' }).fill('400')
    await erik.getByTestId('save-packing').click()
    await packing
      .getByText('Kollina rymmer 400 men leveransens kvantitet är 500: summorna måste vara lika')
      .waitFor()
    await check(erik, 'booking-packing-refused-sv')
    await packing.getByTestId('add-package').click()
    await packing.getByRole('textbox', { name: 'Kollityp 2' }).fill('Kartong')
    await packing.getByRole('textbox', { name: 'Bruttovikt (kg) 2' }).fill('42,5')
    await packing.getByRole('textbox', { name: 'Kvantitet 2' }).fill('100')
    await expect.poll(() => packing.getByTestId('packing-total').textContent()).toBe('Packat 500 av 500')
    await erik.getByTestId('save-packing').click()
    await erik.getByText(`Packlistan för ${number} sparad`).waitFor()

    await erik.getByTestId('mark-schedule_pickup').click()
    await erik.getByRole('dialog', { name: 'Markera upphämtning planerad' }).waitFor()
    await confirmDialog(erik, 'Markera upphämtning planerad')
    await erik.getByText(`Bokning ${number} är nu Upphämtning planerad`).waitFor()
    await erik.getByTestId('mark-mark_in_transit').click()
    await confirmDialog(erik, 'Markera under transport')
    await erik.getByText(`Bokning ${number} är nu Under transport`).waitFor()
    await expect.poll(() => erik.getByTestId('delivery-shipment').textContent()).toBe('Helt skickad')
    await check(erik, 'booking-in-transit-sv')

    // Both deliveries of the order are shipped now: the order is in transit.
    await erik.getByTestId('booking-deliveries').getByRole('link', { name: 'PO-000003' }).click()
    await erik.getByRole('heading', { level: 1, name: /PO-000003/ }).waitFor()
    await erik.getByText('Under transport').first().waitFor()
    await expect.poll(() => erik.getByText('Helt skickad').count()).toBe(2)
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })
})
