import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { bannerWatching, seenBanner, syncEnded, watchBanner } from '../support/import-banner.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'
import { chooseFromNavbar } from '../support/navbar.ts'

const app = journey(3870)

// Erik (purchaser, Swedish) books the transport of PO-000003's second delivery: he deletes the demo's
// stale draft that held it (Anna imports it into a draft from a one-row file and deletes that too),
// books it from the deliveries library, packs it from the packing instructions (a wrong total is
// refused, then the right one saved), marks the pickup scheduled and the goods in transit, and finds
// the order's delivery shipped.
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
    // The packing instructions propose 50 outer boxes of 10 that hold the delivery. Erik puts 110 in
    // the first (refused: the packages would hold 600), then 10 again and weighs the second.
    await erik.getByTestId('propose-packages').click()
    await expect.poll(() => packing.getByTestId('packing-total').textContent()).toBe('Packat 500 av 500')
    await check(erik, 'booking-packing-proposed-sv')
    await packing.getByRole('textbox', { name: 'Kvantitet 1', exact: true }).fill('110')
    await erik.getByTestId('save-packing').click()
    await packing
      .getByText('Kollina rymmer 600 men leveransens kvantitet är 500: summorna måste vara lika')
      .waitFor()
    await check(erik, 'booking-packing-refused-sv')
    await packing.getByRole('textbox', { name: 'Kvantitet 1', exact: true }).fill('10')
    await packing.getByRole('textbox', { name: 'Bruttovikt (kg) 2', exact: true }).fill('42,5')
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
    // Printed, the page is the packing list alone: the 50 boxes and their totals.
    await erik.emulateMedia({ media: 'print' })
    const sheet = erik.getByTestId('packing-list-sheet')
    await sheet.getByRole('heading', { name: `Packlista ${number}` }).waitFor()
    await sheet.getByText('50 kollin').waitFor()
    await expect(erik.getByTestId('save-packing').isVisible()).resolves.toBe(false)
    await snapshot(erik, 'booking-packing-list-print-sv')
    await erik.emulateMedia({ media: 'screen' })

    // Both deliveries of the order are shipped now: the order is in transit.
    await erik.getByTestId('booking-deliveries').getByRole('link', { name: 'PO-000003' }).click()
    await erik.getByRole('heading', { level: 1, name: /PO-000003/ }).waitFor()
    await erik.getByText('Under transport').first().waitFor()
    await expect.poll(() => erik.getByText('Helt skickad').count()).toBe(2)
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })

  // Erik sends BK-0001 (in transit) to the forwarder, who signs in and works in English: updates the
  // last-mile ETA and the tracking link, marks the goods delivered and reports a missing piece on the
  // line. Erik approves the discrepancy and marks the goods received.
  it('the forwarder keeps the tracking, marks the goods delivered and reports a discrepancy the buyer approves', async () => {
    const forwarder = 'ops@dbs-freight.example'
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    // A shipment whose pickup is arranged is added in one step (its own wizard; the API test books one).
    await chooseFromNavbar(erik, 'Frakt', 'Lägg till sändning')
    await erik.getByRole('heading', { level: 1, name: 'Lägg till en sändning' }).waitFor()
    await check(erik, 'shipment-create-sv')
    await chooseFromNavbar(erik, 'Frakt', 'Alla sändningar')
    await erik.getByRole('row', { name: /BK-0001/ }).click()
    await erik.getByRole('heading', { level: 1, name: 'Bokning BK-0001' }).waitFor()
    await erik.getByText('Bokningen har inte skickats till en speditör eller leverantören.').waitFor()
    await erik.getByRole('button', { name: 'Skicka till speditör' }).click()
    const dialog = erik.getByRole('dialog', { name: 'Skicka BK-0001 till speditören' })
    await dialog.getByLabel(/^E-post/).fill(forwarder)
    await dialog.getByLabel(/^Lösenord/).fill('Frakt-2027')
    await dialog.getByTestId('guest-recipient-send').click()
    await dialog.waitFor({ state: 'hidden' })
    await erik.getByText(`Skickad till ${forwarder}`, { exact: false }).waitFor()
    await check(erik, 'booking-guest-sent-sv')

    const link = new URL(await findMailLink(app.server, forwarder, '/guest/bookings/'))
    link.searchParams.set('lang', 'en')
    const guest = await app.newPage()
    await guest.goto(link.toString())
    await guest.getByLabel(/^E-mail/).fill(forwarder)
    await guest.getByLabel(/^Password/).fill('Frakt-2027')
    await guest.getByRole('button', { name: 'Sign in' }).click()
    await guest.getByRole('heading', { level: 1, name: 'Booking BK-0001' }).waitFor()
    await guest.getByText('Nordic Outdoor AB has sent you this booking', { exact: false }).waitFor()
    await check(guest, 'guest-booking-en')
    await guest.getByTestId('edit-tracking').click()
    const tracking = guest.getByRole('dialog', { name: 'Dates and tracking of BK-0001' })
    await tracking.getByLabel('Last-mile ETA').fill('2027-03-20')
    await tracking.getByLabel('Tracking link').fill('https://track.dbs-freight.example/BK-0001')
    await tracking.getByTestId('save-tracking').click()
    await tracking.waitFor({ state: 'hidden' })
    await guest.getByRole('link', { name: 'https://track.dbs-freight.example/BK-0001' }).waitFor()
    await guest.getByTestId('mark-mark_goods_delivered').click()
    await confirmDialog(guest, 'Mark goods delivered')
    await guest.getByText('Booking BK-0001 is now Goods delivered').waitFor()
    await expect(guest.getByTestId('mark-mark_goods_receipt').count()).resolves.toBe(0)

    await guest.getByRole('link', { name: 'Discrepancies' }).click()
    await guest.getByRole('heading', { level: 1, name: 'Discrepancies of BK-0001' }).waitFor()
    await guest.getByTestId('discrepancies-empty').waitFor()
    await guest.getByRole('combobox', { name: 'Line or package' }).click()
    await guest.getByRole('option', { name: /^Line: NO-2002/ }).click()
    const chosen = await guest.getByRole('combobox', { name: 'Line or package' }).inputValue()
    const ordered = /\((\d+)\)$/.exec(chosen)![1]!
    await guest.getByLabel(/^New quantity/).fill(ordered)
    await guest.getByTestId('report-discrepancy').click()
    await guest
      .getByTestId('discrepancy-form')
      .getByText(`The new quantity is the same as the expected one (${ordered})`)
      .waitFor()
    await guest.getByLabel(/^New quantity/).fill(String(Number(ordered) - 2))
    await guest.getByLabel('Note').fill('Two cartons short at the terminal')
    await guest.getByTestId('report-discrepancy').click()
    await guest.getByTestId('discrepancies').getByText('Two cartons short at the terminal').waitFor()
    await guest.getByTestId('discrepancies').getByText('Saved').waitFor()
    await check(guest, 'guest-booking-discrepancy-en')
    expect(missingTextKeys(guest)).toEqual([])

    // The inbound tracker shows the booking beside its delivery, with the forwarder's tracking link.
    await erik.goto('/orders/inbound-tracker')
    await erik.getByRole('searchbox', { name: 'Sök' }).fill('PO-000003-1')
    const tracked = erik.getByRole('table')
    await tracked.getByRole('link', { name: 'BK-0001', exact: true }).waitFor()
    await tracked.getByRole('link', { name: 'Spåra bokning BK-0001 hos speditören' }).waitFor()
    await check(erik, 'inbound-tracker-booking-sv')
    await tracked.getByRole('link', { name: 'BK-0001', exact: true }).click()
    await erik.getByRole('heading', { level: 1, name: 'Bokning BK-0001' }).waitFor()
    await erik.getByRole('link', { name: 'https://track.dbs-freight.example/BK-0001' }).waitFor()
    await erik.getByTestId('booking-history').getByText('Datum och spårning uppdaterade').waitFor()
    await erik.getByTestId('booking-discrepancies').click()
    await erik.getByRole('heading', { level: 1, name: 'Avvikelser för BK-0001' }).waitFor()
    const row = erik.getByTestId('discrepancies').getByRole('row', { name: /Two cartons short/ })
    await row.getByText(forwarder).waitFor()
    await row.getByRole('cell', { name: '-2', exact: true }).waitFor()
    await check(erik, 'booking-discrepancies-sv')
    await row.getByRole('button', { name: 'Godkänn' }).click()
    await confirmDialog(erik, 'Godkänn')
    await row.getByText('Godkänd').waitFor()
    await erik.getByRole('link', { name: 'Tillbaka till bokningen' }).click()
    await erik.getByTestId('mark-mark_goods_receipt').click()
    await confirmDialog(erik, 'Markera inleverans')
    await erik.getByText('Bokning BK-0001 är nu Inlevererad').waitFor()
    expect(missingTextKeys(erik)).toEqual([])
    await guest.context().close()
    await erik.context().close()
  })
})
