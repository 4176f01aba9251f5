import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3620)

// Anna (admin, Swedish) opens the file library by its address, finds the demo folders and the expired
// packaging guide, files a tech pack in a new folder (refused first for a period that ends before it
// starts), uploads its second version, downloads it and deletes the document after confirming. The
// same screen reads in English; Lina at the supplier sees only her own company's (empty) library.
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`)
const first = { name: 'Teknisk spec löparjacka v1.pdf', mimeType: 'application/pdf', buffer: pdf('v1') }
const second = { name: 'Teknisk spec löparjacka v2.pdf', mimeType: 'application/pdf', buffer: pdf('v2') }
const title = 'Teknisk specifikation löparjacka'

async function chooseFile(page: Page, scope: ReturnType<Page['getByRole']>, file: typeof first) {
  const chooser = page.waitForEvent('filechooser')
  await scope.getByTestId('attach-files').click()
  await (await chooser).setFiles(file)
  await scope.getByText(`Fil: ${file.name}`).waitFor()
}

async function openLibrary(page: Page, heading: string) {
  await page.goto('/quotation-file-library')
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

describe('quotation file library', () => {
  it('an admin files a document in a new folder, adds a version, downloads it and deletes it', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await openLibrary(anna, 'Filbibliotek')
    const folders = anna.getByTestId('library-folders')
    await folders.getByRole('button', { name: /Compliance\s*2/ }).waitFor()
    await folders.getByRole('button', { name: /Quality\s*2/ }).waitFor()
    await anna.getByRole('row', { name: /Packaging guide.*Utgången/ }).waitFor()
    await anna.getByRole('row', { name: /Supplier code of conduct.*2.*Giltig/ }).waitFor()
    await check(anna, 'file-library-sv')

    await anna.getByTestId('create-folder').click()
    const folderDialog = anna.getByRole('dialog', { name: 'Ny mapp' })
    await folderDialog.getByLabel(/^Namn/).fill('Tekniska specifikationer')
    await folderDialog.getByTestId('save-folder').click()
    await folderDialog.waitFor({ state: 'hidden' })
    await folders.getByRole('button', { name: /Tekniska specifikationer\s*0/ }).click()
    await anna.getByText('Inget att visa').waitFor()

    await anna.getByTestId('upload-file').click()
    const upload = anna.getByRole('dialog', { name: 'Ladda upp ett dokument' })
    await chooseFile(anna, upload, first)
    await upload.getByLabel(/^Titel/).fill(title)
    await upload.getByLabel(/^Giltig från/).fill('2026-12-01')
    await upload.getByLabel(/^Giltig till/).fill('2026-11-30')
    await upload.getByTestId('upload-document').click()
    await upload.getByText('Giltig till måste vara samma dag som eller efter giltig från').waitFor()
    await check(anna, 'file-library-upload-refused-sv')
    await upload.getByLabel(/^Giltig till/).fill('2027-11-30')
    await upload.getByTestId('upload-document').click()
    await upload.waitFor({ state: 'hidden' })

    // The new document opens in the drawer, its first version listed.
    const drawer = anna.getByRole('dialog', { name: title })
    const versions = drawer.getByTestId('library-versions')
    await versions.getByRole('row', { name: new RegExp(`1 \\(aktuell\\).*${first.name}`) }).waitFor()
    const next = drawer.getByTestId('new-version')
    await chooseFile(anna, next, second)
    await next.getByLabel(/^Giltig från/).fill('2027-01-01')
    await next.getByLabel(/^Giltig till/).fill('2027-12-31')
    await next.getByTestId('upload-version').click()
    await anna.getByText(`Version 2 av ${title} har laddats upp`).waitFor()
    await versions.getByRole('row', { name: new RegExp(`2 \\(aktuell\\).*${second.name}`) }).waitFor()
    await check(anna, 'file-library-document-sv')

    const download = anna.waitForEvent('download')
    await versions.getByRole('button', { name: `Ladda ner version 2 (${second.name})` }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(second.name)
    expect(fs.readFileSync(await file.path())).toEqual(second.buffer)

    await drawer.getByTestId('delete-document').click()
    const confirm = anna.getByRole('dialog', { name: 'Ta bort dokumentet?' })
    await confirm.getByText(`${title} tas bort med alla sina versioner (2).`, { exact: false }).waitFor()
    await check(anna, 'file-library-delete-confirm-sv')
    await confirm.getByTestId('confirm-yes').click()
    await anna.getByText(`Dokumentet ${title} och alla dess versioner har tagits bort`).waitFor()
    await drawer.waitFor({ state: 'hidden' })
    await anna.getByText('Inget att visa').waitFor()
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })

  it('reads in English: a version re-dated, a folder renamed and deleted', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await chooseLanguage(anna, 'en')
    await openLibrary(anna, 'File library')
    await anna.getByRole('row', { name: /Packaging guide.*Expired/ }).waitFor()
    await check(anna, 'file-library-en')
    await anna.getByRole('row', { name: /Restricted substances list/ }).click()
    const drawer = anna.getByRole('dialog', { name: 'Restricted substances list' })
    const versions = drawer.getByTestId('library-versions')
    await versions.getByRole('row', { name: /1.*2025-12-31.*Expired/ }).waitFor()
    await check(anna, 'file-library-document-en')

    // A colleague's save in another tab makes this one stale: the conflict alert says so, and the
    // document is shown as saved.
    const other = await app.newPage()
    await signIn(other, 'admin@nordic.demo')
    await other.waitForURL('**/dashboard')
    await other.goto(anna.url())
    const theirs = other.getByRole('dialog', { name: 'Restricted substances list' })
    await theirs.getByLabel(/^Description/).fill('REACH annex XVII and our own additions.')
    await theirs.getByTestId('save-document').click()
    await other.getByText('The document Restricted substances list has been saved').waitFor()
    await other.context().close()
    await drawer.getByLabel(/^Description/).fill('Stale words')
    await drawer.getByTestId('save-document').click()
    await drawer.getByTestId('form-conflict').waitFor()
    await expect
      .poll(() => drawer.getByLabel(/^Description/).inputValue())
      .toBe('REACH annex XVII and our own additions.')
    await check(anna, 'file-library-conflict-en')

    // The first version was in fact valid a year longer: its validity is changed, and it is no longer expired.
    await versions.getByRole('button', { name: 'Change the validity of version 1' }).click()
    const validity = anna.getByRole('dialog', { name: 'Validity of version 1' })
    await validity.getByLabel(/^Valid to/).fill('2026-12-31')
    await check(anna, 'file-library-validity-en')
    await validity.getByTestId('save-validity').click()
    await validity.waitFor({ state: 'hidden' })
    await versions.getByRole('row', { name: /^1.*2026-12-31/ }).waitFor()
    await versions.getByText('Expired').waitFor({ state: 'detached' })
    await drawer.getByRole('button', { name: 'Close' }).click()
    await drawer.waitFor({ state: 'hidden' })

    // The empty folder of the Swedish story is renamed, then deleted after confirming.
    const folders = anna.getByTestId('library-folders')
    await folders.getByRole('button', { name: 'Actions for the folder Tekniska specifikationer' }).click()
    await anna.getByRole('menuitem', { name: 'Rename' }).click()
    const rename = anna.getByRole('dialog', { name: 'Rename the folder' })
    await rename.getByLabel(/^Name/).fill('Tech packs')
    await rename.getByTestId('save-folder').click()
    await rename.waitFor({ state: 'hidden' })
    await folders.getByRole('button', { name: 'Actions for the folder Tech packs' }).click()
    await anna.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = anna.getByRole('dialog', { name: 'Delete the folder?' })
    await confirm.getByTestId('confirm-yes').click()
    await anna.getByText('The record has been deleted').waitFor()
    // The toast can come before the folders are read again.
    await folders.getByText('Tech packs').waitFor({ state: 'detached' })
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })

  it("a supplier's admin sees only her own company's library, which is empty", async () => {
    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await openLibrary(lina, 'File library')
    await lina.getByText('No folders yet.', { exact: false }).waitFor()
    await lina.getByText('Nothing to display').waitFor()
    await expect(lina.getByText('Compliance').count()).resolves.toBe(0)
    await check(lina, 'file-library-supplier-en')
    expect(missingTextKeys(lina)).toEqual([])
    await lina.context().close()
  })
})
