import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { storyLanguages } from '../support/languages.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'
import { untilStill } from '../support/stillness.ts'

const app = journey(3330)

const words = {
  sv: {
    menu: 'Leverantörer/Kunder & Artiklar',
    styles: 'Stilar',
    create: 'Skapa stil',
    styleNumber: 'Stilnummer',
    name: 'Namn',
    created: 'Stilen har skapats',
    saved: 'Stilen har sparats',
    save: 'Spara',
    production: 'Produktionsuppgifter',
    details: 'Stildetaljer',
    criteria: 'Kriterier',
    overview: 'Översikt',
    addSupplier: 'Lägg till leverantör',
    supplier: 'Leverantör',
    moqStyle: 'MOQ stil',
    addColour: 'Lägg till färg',
    colour: 'Färg',
    colourName: 'Färgnamn',
    colourCode: 'Färgkod',
    addMaterial: 'Lägg till material',
    material: 'Material',
    share: 'Andel',
    sum90: 'Materialens andelar blir 90 % tillsammans; de måste bli 100 %',
    pass: 'Godkänd',
    reviewSaved: 'Granskningen har sparats',
    passed: 'Godkänd',
    shareButton: 'Dela',
    partners: 'Partnerföretag',
    saveSharing: 'Spara delning',
    sharingSaved: 'Delningen har sparats',
    criteriaTitle: 'Granskningskriterier för stilar',
    addCriterion: 'Lägg till kriterium',
    criterion: 'Kriterium',
    mandatory: 'Obligatoriskt',
    criterionSaved: 'Kriteriet har sparats',
    back: 'Tillbaka till stilar',
    vendorNo: 'Leverantörens nr',
    archive: 'Arkivera',
    restore: 'Återställ',
  },
  en: {
    menu: 'Suppliers/Clients & Articles',
    styles: 'Styles',
    create: 'Create style',
    styleNumber: 'Style number',
    name: 'Name',
    created: 'The style has been created',
    saved: 'The style has been saved',
    save: 'Save',
    production: 'Production details',
    details: 'Style details',
    criteria: 'Criteria',
    overview: 'Overview',
    addSupplier: 'Add supplier',
    supplier: 'Supplier',
    moqStyle: 'MOQ style',
    addColour: 'Add colour',
    colour: 'Colour',
    colourName: 'Colour name',
    colourCode: 'Colour code',
    addMaterial: 'Add material',
    material: 'Material',
    share: 'Share',
    sum90: 'The material percentages add up to 90 %; they must add up to 100 %',
    pass: 'Pass',
    reviewSaved: 'The review has been saved',
    passed: 'Passed',
    shareButton: 'Share',
    partners: 'Partner companies',
    saveSharing: 'Save sharing',
    sharingSaved: 'Sharing has been saved',
    criteriaTitle: 'Style review criteria',
    addCriterion: 'Add criterion',
    criterion: 'Criterion',
    mandatory: 'Mandatory',
    criterionSaved: 'The criterion has been saved',
    back: 'Back to styles',
    vendorNo: 'Vendor no.',
    archive: 'Archive',
    restore: 'Restore',
  },
}
type Words = (typeof words)['sv']

// Picks by keyboard: a toast or the sticky navbar may cover the field or its list for a moment.
async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true })
  // The list's options may still be loading on a busy machine; the select is disabled until then.
  await expect.poll(() => box.isEnabled(), { timeout: 30_000 }).toBe(true)
  await box.focus()
  await box.fill(option.slice(0, 6))
  await page.getByRole('option', { name: option }).waitFor()
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect.poll(() => box.inputValue()).toBe(option)
}

// Waits for this save's own answer: an earlier toast may still be on screen, or just closing.
async function saveBlock(page: Page, testId: string, w: Words) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/styles\/[^/?]+(\?|$)/.test(response.url()),
  )
  await page.getByTestId(testId).getByRole('button', { name: w.save, exact: true }).click()
  expect((await answer).status()).toBe(200)
  await page.getByText(w.saved).first().waitFor()
}

async function openStyles(page: Page, w: Words, number: string) {
  await chooseFromNavbar(page, w.menu, w.styles)
  await page.getByRole('heading', { level: 1, name: w.styles }).waitFor()
  await page.getByRole('row', { name: /NO-1001/ }).waitFor()
  await check(page, `styles-list-${number}`)
}

// A mandatory criterion of the company's own, which the style's review then answers too.
async function addCriterion(page: Page, w: Words, name: string) {
  await page.getByRole('link', { name: w.criteriaTitle }).click()
  await page.getByRole('heading', { level: 1, name: w.criteriaTitle }).waitFor()
  await page.getByRole('row', { name: /Fit approved/ }).waitFor()
  await page.getByTestId('create-criterion').click()
  const modal = page.getByRole('dialog', { name: w.addCriterion })
  await modal.getByLabel(new RegExp(`^${w.criterion}`)).fill(name)
  await modal.getByLabel(w.mandatory).check()
  await modal.getByRole('button', { name: w.save, exact: true }).click()
  await page.getByText(w.criterionSaved).waitFor()
  await page.getByRole('row', { name: new RegExp(name) }).waitFor()
  await check(page, `style-criteria-${name}`)
  await page.getByRole('link', { name: w.back }).click()
  await page.getByRole('heading', { level: 1, name: w.styles }).waitFor()
}

async function createStyle(page: Page, w: Words, number: string) {
  await page.getByTestId('create-style').click()
  const modal = page.getByRole('dialog', { name: w.create })
  // A required field's name ends in its asterisk.
  await modal.getByLabel(new RegExp(`^${w.styleNumber}`)).fill(number)
  await modal.getByLabel(new RegExp(`^${w.name}`)).fill('Summit rain jacket')
  await check(page, `style-create-${number}`)
  await modal.getByRole('button', { name: w.create }).click()
  await page.getByText(w.created).waitFor()
  await page.waitForURL(/\/styles\/[0-9a-f-]+\?tab=production/)
}

async function addSuppliers(page: Page, w: Words) {
  const form = page.getByTestId('style-suppliers-form')
  await form.getByRole('button', { name: w.addSupplier }).click()
  await pick(page, `${w.supplier} 1`, 'Porto Têxtil Lda')
  await form.getByRole('button', { name: w.addSupplier }).click()
  await pick(page, `${w.supplier} 2`, 'Baltic Knit Ltd')
  await form.getByRole('textbox', { name: `${w.moqStyle}, ${w.supplier} 1` }).fill('300')
  await saveBlock(page, 'style-suppliers-form', w)
  await expect(form.getByTestId('supplier-row').count()).resolves.toBe(2)
  await check(page, `style-production-${w.save}`)
}

async function addColoursAndMaterials(page: Page, w: Words) {
  await page.getByRole('tab', { name: w.details }).click()
  const colours = page.getByTestId('style-colours-form')
  for (const [index, [name, code]] of [
    ['Storm grey', '020'],
    ['Ember red', '610'],
  ].entries()) {
    await colours.getByRole('button', { name: w.addColour }).click()
    const row = `${w.colour} ${index + 1}`
    await colours.getByRole('textbox', { name: `${w.colourName}, ${row}` }).fill(name!)
    await colours.getByRole('textbox', { name: `${w.colourCode}, ${row}` }).fill(code!)
  }
  await saveBlock(page, 'style-colours-form', w)

  const materials = page.getByTestId('style-materials-form')
  await materials.getByRole('button', { name: w.addMaterial }).click()
  await pick(page, `${w.material} 1`, 'Recycled polyester (PES-REC)')
  await materials.getByRole('button', { name: w.addMaterial }).click()
  await pick(page, `${w.material} 2`, 'Elastane (EL)')
  const share = (index: number) =>
    materials.getByRole('textbox', { name: `${w.share}, ${w.material} ${index}` })
  await share(1).fill('50')
  await share(2).fill('40')
  await materials.getByRole('button', { name: w.save, exact: true }).click()
  // 90 % is refused before anything is sent, with the sum in the message.
  await materials.getByTestId('materials-error').getByText(w.sum90).waitFor()
  await check(page, `style-materials-refused-${w.save}`)
  await share(1).fill('60')
  await saveBlock(page, 'style-materials-form', w)
  await expect(page.getByTestId('materials-error').count()).resolves.toBe(0)
  await check(page, `style-details-${w.save}`)
}

async function review(page: Page, w: Words) {
  await page.getByRole('tab', { name: w.criteria }).click()
  const form = page.getByTestId('style-review-form')
  const lines = form.getByTestId('review-line')
  await lines.first().waitFor()
  for (let index = 0; index < (await lines.count()); index++)
    await lines.nth(index).getByText(w.pass, { exact: true }).click()
  await form.getByRole('button', { name: w.save, exact: true }).click()
  await page.getByText(w.reviewSaved).waitFor()
  await form.locator('[data-status="passed"]').waitFor()
  await check(page, `style-review-${w.save}`)
}

async function share(page: Page, w: Words) {
  await page.getByRole('button', { name: w.shareButton, exact: true }).click()
  const modal = page.getByRole('dialog')
  // Once the dialog has opened: its focus moves to the first field when its transition ends.
  await modal.waitFor()
  await untilStill(page)
  await modal.getByRole('combobox', { name: w.partners }).click()
  await page.getByRole('option', { name: 'Baltic Knit Ltd' }).click()
  await page.keyboard.press('Escape')
  await check(page, `style-share-${w.save}`)
  await modal.getByRole('button', { name: w.saveSharing }).click()
  await page.getByText(w.sharingSaved).waitFor()
}

// Two tabs on the same style: the second saves first, so the first one's save is stale. It is told
// so, and its form shows the style as it now is.
async function conflict(page: Page, w: Words) {
  const other = await page.context().newPage()
  await other.goto(page.url())
  await other.getByTestId('style-overview-form').getByLabel(w.vendorNo).fill('V-OTHER')
  await saveBlock(other, 'style-overview-form', w)
  await other.close()
  const form = page.getByTestId('style-overview-form')
  await form.getByLabel(w.vendorNo).fill('V-MINE')
  await form.getByRole('button', { name: w.save, exact: true }).click()
  await page.getByTestId('form-conflict').waitFor()
  await expect.poll(() => form.getByLabel(w.vendorNo).inputValue()).toBe('V-OTHER')
  await check(page, `style-conflict-${w.save}`)
}

// Archiving and restoring each ask first.
async function archiveAndRestore(page: Page, w: Words) {
  for (const [action, status] of [
    [w.archive, 'archived'],
    [w.restore, 'active'],
  ] as const) {
    await page.getByRole('button', { name: action, exact: true }).click()
    await page.getByTestId('confirm-message').waitFor()
    await page.getByTestId('confirm-yes').click()
    await page.locator(`[data-status="${status}"]`).first().waitFor()
  }
}

describe('styles', () => {
  for (const locale of storyLanguages('en')) {
    it(`a buyer creates a style with two suppliers, colours and materials, reviews and shares it; the supplier sees it (${locale})`, async () => {
      const w = words[locale]
      const number = `NO-J-${locale.toUpperCase()}`
      const page = await app.newPage()
      await signIn(page, 'buyer@nordic.demo')
      await page.waitForURL('**/dashboard')
      if (locale === 'en') await chooseLanguage(page, 'en')
      await openStyles(page, w, number)
      await addCriterion(page, w, `Care label ${locale}`)
      await createStyle(page, w, number)
      await addSuppliers(page, w)
      await addColoursAndMaterials(page, w)
      await page.getByRole('tab', { name: w.overview }).click()
      await page
        .getByTestId('style-overview-form')
        .getByLabel(new RegExp(`^${w.name}`))
        .fill('Summit rain jacket II')
      await saveBlock(page, 'style-overview-form', w)
      await page.getByRole('heading', { level: 1, name: `${number} · Summit rain jacket II` }).waitFor()
      await check(page, `style-overview-${locale}`)
      await conflict(page, w)
      await review(page, w)
      await share(page, w)
      await archiveAndRestore(page, w)
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()

      const supplier = await app.newPage()
      await signIn(supplier, 'supplier@baltic.demo')
      await supplier.waitForURL('**/dashboard')
      await supplier.goto('/counterpart-styles')
      const row = supplier.getByRole('row', { name: new RegExp(number) })
      await row.waitFor()
      await check(supplier, `counterpart-styles-${locale}`)
      await row.click()
      await supplier.getByRole('heading', { level: 1, name: `${number} · Summit rain jacket II` }).waitFor()
      await supplier.getByText('Storm grey · 020').waitFor()
      await check(supplier, `counterpart-style-${locale}`)
      expect(missingTextKeys(supplier)).toEqual([])
      await supplier.context().close()
    })
  }
})
