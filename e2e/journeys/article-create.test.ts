import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'

const app = journey(3320)

const words = {
  sv: {
    menu: 'Leverantörer/Kunder & Artiklar',
    products: 'Artiklar',
    create: 'Skapa artikel',
    code: 'Artikel-id',
    name: 'Namn',
    category: 'Kategori',
    color: 'Färg',
    ean: 'EAN',
    eanError: 'Ange ett giltigt EAN (8, 12, 13 eller 14 siffror med rätt kontrollsiffra)',
    required: 'Fältet är obligatoriskt',
    leadTime: 'Ledtid (dagar)',
    weight: 'Vikt (kg)',
    addComponent: 'Lägg till komponent',
    component: 'Komponent 1',
    min: 'Miniminivå i lager',
    max: 'Maxnivå i lager',
    maxError: 'Maxnivån måste vara minst lika stor som miniminivån',
    summary: 'Sammanfattning',
    created: 'har skapats',
    active: 'Aktiv',
  },
  en: {
    menu: 'Suppliers/Clients & Articles',
    products: 'Products',
    create: 'Create article',
    code: 'Article ID',
    name: 'Name',
    category: 'Category',
    color: 'Colour',
    ean: 'EAN',
    eanError: 'Enter a valid EAN (8, 12, 13 or 14 digits with a correct check digit)',
    required: 'This field is required',
    leadTime: 'Lead time (days)',
    weight: 'Weight (kg)',
    addComponent: 'Add component',
    component: 'Component 1',
    min: 'Minimum inventory',
    max: 'Maximum inventory',
    maxError: 'The maximum must be at least the minimum',
    summary: 'Summary',
    created: 'has been created',
    active: 'Active',
  },
}

async function pick(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
}

const next = (page: Page) => page.getByTestId('wizard-next').click()

async function check(page: Page, name: string) {
  await snapshot(page, name)
  await expect(seriousViolations(page)).resolves.toEqual([])
}

describe('creating an article', () => {
  for (const locale of ['sv', 'en'] as const) {
    it(`goes through the five steps, each checked, and saves the article (${locale})`, async () => {
      const w = words[locale]
      const code = `JRN-${locale.toUpperCase()}-1`
      const page = await app.newPage()
      await signIn(page, 'buyer@nordic.demo')
      await page.waitForURL('**/dashboard')
      if (locale === 'en') await page.getByTestId('locale-switcher').getByText('EN', { exact: true }).click()
      await page.getByRole('button', { name: w.menu }).click()
      await page.getByRole('menuitem', { name: w.products }).click()
      await page.waitForURL('**/products')
      await page.mouse.move(600, 700)
      await page.getByRole('row', { name: /NO-1001/ }).waitFor()
      await check(page, `article-library-${locale}`)
      await page.getByTestId('create-article').click()
      await page.waitForURL('**/products/create')

      // Step 1: the article ID and name are required before the next step.
      await next(page)
      await page.getByText(w.required).first().waitFor()
      await page.getByRole('textbox', { name: w.code, exact: true }).fill(code)
      await page.getByRole('textbox', { name: w.name, exact: true }).fill('Journey fleece')
      await pick(page, w.category, /^Knitwear/)
      await check(page, `article-wizard-general-${locale}`)
      await next(page)

      // Step 2: a wrong EAN check digit is refused on the spot.
      await pick(page, w.color, /^Navy/)
      await page.getByRole('textbox', { name: w.ean }).fill('4006381333932')
      await next(page)
      await page.getByText(w.eanError).waitFor()
      await page.getByRole('textbox', { name: w.ean }).fill('4006381333931')
      await next(page)

      // Step 3: production and shipping.
      await page.getByRole('textbox', { name: w.leadTime }).fill('35')
      await page.getByRole('textbox', { name: w.weight }).fill('0.45')
      await check(page, `article-wizard-production-${locale}`)
      await next(page)

      // Step 4: a component picked by typing part of its ID.
      await page.getByRole('button', { name: w.addComponent }).click()
      await page.getByRole('combobox', { name: w.component }).fill('NO-4005')
      await page.getByRole('option', { name: /NO-4005 Zip puller/ }).click()
      await check(page, `article-wizard-bom-${locale}`)
      await next(page)

      // Step 5: the maximum may not be below the minimum.
      await page.getByRole('textbox', { name: w.min }).fill('50')
      await page.getByRole('textbox', { name: w.max }).fill('10')
      await next(page)
      await page.getByText(w.maxError).waitFor()
      await page.getByRole('textbox', { name: w.max }).fill('500')
      await next(page)

      const summary = page.getByTestId('wizard-summary')
      await summary.getByText(code).waitFor()
      await expect(summary.textContent()).resolves.toContain('Knitwear')
      await check(page, `article-wizard-summary-${locale}`)
      await page.getByTestId('wizard-finish').click()

      await page.getByRole('heading', { level: 1, name: `${code} Journey fleece` }).waitFor()
      await page.getByText(w.created).first().waitFor()
      await page.getByText(w.active, { exact: true }).first().waitFor()
      await expect(page.getByRole('textbox', { name: w.ean }).inputValue()).resolves.toBe('4006381333931')
      await check(page, `article-detail-${locale}`)
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })
  }
})
