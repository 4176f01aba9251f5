import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { bannerWatching, seenBanner, syncEnded, watchBanner } from '../support/import-banner.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3460)

const header = 'order,supplier,warehouse,requested_eta,article,qty,price'
// Two orders: JRN-IMP-1 with two deliveries (two warehouses), JRN-IMP-2 named by organisation number.
const rows = (qty: string) => [
  header,
  'JRN-IMP-1,Baltic Knit Ltd,Gothenburg DC,2027-05-04,NO-2001,40,120',
  `JRN-IMP-1,Baltic Knit Ltd,Gothenburg DC,2027-05-04,NO-2002,${qty},95.5`,
  'JRN-IMP-1,Baltic Knit Ltd,STH-01,2027-05-11,NO-3001,12,60',
  'JRN-IMP-2,LV40003123456,GOT-DC,,NO-4001,200,9.9',
]
const file = (qty: string) => Buffer.from(rows(qty).join('\n'))

async function choose(page: Page, buffer: Buffer) {
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer })
}

describe('importing orders from a CSV file', () => {
  it('refuses a decimal comma with a message on its row, then imports two draft orders in a job (sv)', async () => {
    // Anna holds bc.workflow.comments: her tab shows the import banner while the job runs.
    const anna = await app.newPage()
    await watchBanner(anna)
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await bannerWatching(anna)

    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto('/orders/all')
    await erik.getByRole('button', { name: 'Importera ordrar' }).click()
    const dialog = erik.getByRole('dialog', { name: 'Importera ordrar från en CSV-fil' })
    await dialog.getByTestId('order-import-layout').getByText('requested_eta').waitFor()
    await dialog.getByRole('button', { name: 'Ladda ner mall' }).waitFor()
    await erik.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    await snapshot(erik, 'order-import-dialog-sv')
    await expect(seriousViolations(erik)).resolves.toEqual([])

    await choose(erik, file('"7,5"'))
    await dialog.getByRole('button', { name: 'Importera', exact: true }).click()
    const errors = dialog.getByTestId('order-import-errors')
    await errors.getByText('Fel i filen: 1.', { exact: false }).waitFor()
    await errors
      .getByText('Rad 3: qty innehåller ett kommatecken. Byt ut det (använd punkt för decimaler).')
      .waitFor()
    await snapshot(erik, 'order-import-comma-sv')
    await expect(seriousViolations(erik)).resolves.toEqual([])

    await choose(erik, file('7.5'))
    await expect(errors.count()).resolves.toBe(0)
    await dialog.getByRole('button', { name: 'Importera', exact: true }).click()
    await dialog.getByTestId('order-import-started').getByText('Importen har startat').waitFor()
    await expect(dialog.getByTestId('order-import-started').textContent()).resolves.toContain(
      'ordrar: 2, rader: 4',
    )
    await snapshot(erik, 'order-import-started-sv')

    // The banner came and went in Anna's tab; the job's result is in her queue log.
    await syncEnded(anna)
    const watched = await seenBanner(anna)
    expect(watched.stored).toEqual(['false', 'true', 'false'])
    expect(watched.banner.map((entry) => entry.shown)).toEqual([true, false])
    await anna.goto('/reports/queue-logs')
    const job = anna.getByRole('row', { name: /Orderimport/ }).first()
    await job.getByText('Klar').waitFor()
    await job.click()
    const detail = anna.getByTestId('queue-job-detail')
    await detail
      .getByText(/Importen klar. Skapade orderutkast: 2 \(PO-\d{6}, PO-\d{6}\); överhoppade: 0/)
      .waitFor()
    await anna.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    await snapshot(anna, 'order-import-queue-log-sv')

    // The new drafts are in Erik's list, live.
    await dialog.getByRole('button', { name: 'Stäng' }).last().click()
    for (const reference of ['JRN-IMP-1', 'JRN-IMP-2'])
      await erik
        .getByRole('row', { name: new RegExp(reference) })
        .getByText('Utkast')
        .waitFor()
    await expect(erik.getByRole('row', { name: /JRN-IMP-1/ }).textContent()).resolves.toContain(
      'Baltic Knit Ltd',
    )
    await snapshot(erik, 'order-import-list-sv')
    // Erik watches no syncs, so his bell tells him how it went.
    await erik.getByTestId('notification-bell').click()
    await erik
      .getByTestId('notification-popover')
      .getByText(/Din import av .*\.csv är klar: skapade orderutkast: 2; överhoppade: 0\./)
      .waitFor()
    for (const page of [anna, erik]) {
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    }
  })

  it('shows the dialog and a refusal in English too', async () => {
    const page = await app.newPage()
    await signIn(page, 'buyer@nordic.demo')
    await page.waitForURL('**/dashboard')
    await chooseLanguage(page, 'en')
    await page.goto('/orders/all')
    await page.getByRole('button', { name: 'Import orders' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import orders from a CSV file' })
    await choose(page, file('"7,5"'))
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await dialog
      .getByTestId('order-import-errors')
      .getByText('Row 3: the qty contains a comma. Replace it (use a dot for decimals).')
      .waitFor()
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    await snapshot(page, 'order-import-comma-en')
    await expect(seriousViolations(page)).resolves.toEqual([])
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
