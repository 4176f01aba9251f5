import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3410)

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const certificate = { name: 'OEKO-TEX certificate 2026.pdf', mimeType: 'application/pdf', buffer: pdf }

async function attach(page: Page, file: typeof certificate) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('attach-files').click()
  await (await chooser).setFiles(file)
  // The button shows a loader until every picked file has been handled.
  await page.locator('[data-testid="attach-files"]:not([data-loading])').waitFor()
}

// Opens Baltic's card on the certificates tab with the files of its OEKO-TEX certificate.
async function openCertificateFiles(page: Page, tab: string) {
  await page.goto('/suppliers')
  await page.getByRole('row', { name: /Baltic Knit Ltd/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Baltic Knit Ltd' }).waitFor()
  await page.getByRole('tab', { name: tab }).click()
  const row = page.getByRole('row', { name: /OEKO-TEX Standard 100/ })
  await row.getByTestId('row-files').click()
  return row
}

describe('attachments on the supplier card', () => {
  it('attaches a PDF to a certificate, lists it, downloads it and removes it after confirming', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await chooseLanguage(page, 'en')
    const row = await openCertificateFiles(page, 'Audits and certificates')
    const files = page.getByTestId('attachments')
    await files.getByText('No files attached yet.').waitFor()

    await attach(page, certificate)
    await page.getByText(`${certificate.name} has been attached`).waitFor()
    const listed = files.getByRole('row', { name: new RegExp(certificate.name) })
    await listed.getByText('Anna Berg').waitFor()
    await expect(listed.textContent()).resolves.toContain(`${pdf.length} B`)
    await row.getByTestId('row-files').getByText('1', { exact: true }).waitFor()

    // A type off the list is refused before anything is sent.
    await attach(page, { name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from('<p>') })
    await page.getByText('This kind of file cannot be attached.', { exact: false }).first().waitFor()
    await check(page, 'supplier-card-attachments-en')

    const download = page.waitForEvent('download')
    await files.getByRole('button', { name: `Download ${certificate.name}` }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(certificate.name)
    expect(fs.readFileSync(await file.path())).toEqual(pdf)

    await files.getByRole('button', { name: `Remove ${certificate.name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove the file?' })
    await dialog.getByText(`${certificate.name} will be removed for good.`).waitFor()
    await check(page, 'attachment-remove-confirm-en')
    await dialog.getByTestId('confirm-yes').click()
    await page.getByText('The attachment has been removed').waitFor()
    await files.getByText('No files attached yet.').waitFor()
    await row.getByTestId('row-files').getByText('0', { exact: true }).waitFor()
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })

  it('reads in Swedish', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await chooseLanguage(page, 'sv')
    await openCertificateFiles(page, 'Revisioner och certifikat')
    await attach(page, { ...certificate, name: 'Revisionsrapport Borås 2026.pdf' })
    await page.getByText('Revisionsrapport Borås 2026.pdf har bifogats').waitFor()
    await page
      .getByTestId('attachments')
      .getByRole('row', { name: /Revisionsrapport Borås 2026\.pdf.*Anna Berg/ })
      .waitFor()
    await check(page, 'supplier-card-attachments-sv')
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })

  it('shares an order’s files: Erik attaches in Swedish, Lina at Baltic reads it and adds her own', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto('/orders/all')
    await erik.getByRole('row', { name: /SS27 base layers/ }).click()
    await erik.getByRole('tab', { name: 'Filer' }).click()
    await erik.getByText('Filer du bifogar delas med Baltic Knit Ltd', { exact: false }).waitFor()
    await attach(erik, { ...certificate, name: 'Måttlista SS27.pdf' })
    await erik.getByText('Måttlista SS27.pdf har bifogats').waitFor()
    await check(erik, 'order-files-sv')
    expect(missingTextKeys(erik)).toEqual([])
    const orderUrl = erik.url()

    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await lina.goto(orderUrl)
    const files = lina.getByTestId('attachments')
    const erikFile = files.getByRole('row', { name: /Måttlista SS27\.pdf/ })
    // Baltic cannot read Nordic's users: the file says which company attached it.
    await erikFile.getByText('Nordic Outdoor AB', { exact: false }).waitFor()
    // Certificates are Nordic's own record: no tab for the supplier.
    await expect(lina.getByRole('tab', { name: 'Certificates' }).count()).resolves.toBe(0)
    // Nordic's file is Nordic's to remove.
    await expect(erikFile.getByRole('button', { name: /Remove/ }).count()).resolves.toBe(0)
    await attach(lina, { ...certificate, name: 'Order confirmation 4471.pdf' })
    await lina.getByText('Order confirmation 4471.pdf has been attached').waitFor()
    await check(lina, 'order-files-supplier-en')
    expect(missingTextKeys(lina)).toEqual([])

    await erik.reload()
    await erik
      .getByTestId('attachments')
      .getByRole('row', { name: /Order confirmation 4471\.pdf/ })
      .waitFor()
    await erik.context().close()
    await lina.context().close()
  })
})
