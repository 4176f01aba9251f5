import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { storyLanguages } from '../support/languages.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3323)

const words = {
  sv: {
    boxTab: 'Kartongtyper',
    packingTab: 'Packinstruktioner',
    createBox: 'Skapa kartongtyp',
    createPacking: 'Skapa packinstruktion',
    name: 'Namn',
    length: 'Längd (cm)',
    width: 'Bredd (cm)',
    height: 'Höjd (cm)',
    inner: 'Antal per innerkartong',
    outer: 'Antal per ytterkartong',
    boxType: 'Kartongtyp',
    save: 'Spara',
    delete: 'Ta bort',
    inUse: 'Kartongtypen används av 1 packinstruktioner eller artiklar och kan inte tas bort',
    notWhole: 'En ytterkartong måste rymma ett helt antal innerkartonger',
  },
  en: {
    boxTab: 'Box types',
    packingTab: 'Packing instructions',
    createBox: 'Create box type',
    createPacking: 'Create packing instruction',
    name: 'Name',
    length: 'Length (cm)',
    width: 'Width (cm)',
    height: 'Height (cm)',
    inner: 'Quantity per inner box',
    outer: 'Quantity per outer box',
    boxType: 'Box type',
    save: 'Save',
    delete: 'Delete',
    inUse: 'This box type is used by 1 packing instructions or articles and cannot be deleted',
    notWhole: 'An outer box must hold a whole number of inner boxes',
  },
}

async function remove(page: Page, rowName: string, w: (typeof words)['sv']) {
  await page
    .getByRole('row', { name: new RegExp(rowName) })
    .getByTestId('row-menu')
    .click()
  await page.getByRole('menuitem', { name: w.delete }).click()
  await page.getByRole('dialog').getByRole('button', { name: w.delete }).click()
}

describe('box types and packing instructions', () => {
  for (const locale of storyLanguages('en')) {
    it(`are created, used, refused while in use and deleted (${locale})`, async () => {
      const w = words[locale]
      const box = `Pallet box ${locale}`
      const packing = `Eight in twos ${locale}`
      const page = await app.newPage()
      await signIn(page, 'buyer@nordic.demo')
      await page.waitForURL('**/dashboard')
      if (locale === 'en') await chooseLanguage(page, 'en')
      await page.goto('/products')
      await page.getByRole('tab', { name: w.boxTab }).click()
      await page.getByRole('button', { name: w.createBox }).click()
      const boxForm = page.getByRole('dialog', { name: w.createBox })
      await boxForm.getByRole('textbox', { name: w.name }).fill(box)
      await boxForm.getByRole('textbox', { name: w.length }).fill('120')
      await boxForm.getByRole('textbox', { name: w.width }).fill('80')
      await boxForm.getByRole('textbox', { name: w.height }).fill('100.5.')
      await boxForm.getByRole('button', { name: w.save }).click()
      await boxForm.getByText('"."').waitFor()
      await check(page, `box-type-form-${locale}`)
      // A decimal comma is read as the decimal it is, in either language.
      await boxForm.getByRole('textbox', { name: w.height }).fill('100,5')
      await boxForm.getByRole('button', { name: w.save }).click()
      await page
        .getByRole('row', { name: new RegExp(box) })
        .getByText('100.5')
        .waitFor()
      await check(page, `box-types-${locale}`)

      await page.getByRole('tab', { name: w.packingTab }).click()
      await page.getByRole('button', { name: w.createPacking }).click()
      const packingForm = page.getByRole('dialog', { name: w.createPacking })
      await packingForm.getByRole('textbox', { name: w.name }).fill(packing)
      await packingForm.getByRole('textbox', { name: w.inner }).fill('2')
      await packingForm.getByRole('textbox', { name: w.outer }).fill('7')
      await packingForm.getByRole('combobox', { name: w.boxType }).click()
      await page.getByRole('option', { name: box }).click()
      await packingForm.getByRole('button', { name: w.save }).click()
      await packingForm.getByText(w.notWhole).waitFor()
      await packingForm.getByRole('textbox', { name: w.outer }).fill('8')
      await packingForm.getByRole('button', { name: w.save }).click()
      await page
        .getByRole('row', { name: new RegExp(packing) })
        .getByText(box)
        .waitFor()
      await check(page, `packing-instructions-${locale}`)

      // The box type in use is refused with the reason; once free, it goes.
      await page.goto('/box-types')
      await remove(page, box, w)
      await page.getByText(w.inUse).waitFor()
      await page.goto('/packing-instructions')
      await remove(page, packing, w)
      await page.getByRole('row', { name: new RegExp(packing) }).waitFor({ state: 'detached' })
      await page.goto('/box-types')
      await remove(page, box, w)
      await page.getByRole('row', { name: new RegExp(box) }).waitFor({ state: 'detached' })
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })
  }

  it('shows the supplier the articles its client shared, read-only, at /counterpart-products', async () => {
    const page = await app.newPage()
    await signIn(page, 'supplier@baltic.demo')
    await page.waitForURL('**/dashboard')
    await page.goto('/counterpart-products')
    await page.getByRole('heading', { level: 1, name: 'Articles shared with me' }).waitFor()
    const row = page.getByRole('row', { name: /NO-2001/ })
    await row.getByText('Nordic Outdoor AB').waitFor()
    await check(page, 'counterpart-products-en')
    await row.click()
    const detail = page.getByTestId('shared-article-detail')
    await detail.getByText('100% merino wool').waitFor()
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    await check(page, 'counterpart-product-detail-en')
    // Nothing of Nordic's own library is Baltic's to see or change.
    await page.goto('/products?search=NO-2001')
    await page.getByText('No rows match the filters').waitFor()
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
