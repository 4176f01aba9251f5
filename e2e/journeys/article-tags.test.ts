import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { storyLanguages } from '../support/languages.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3401)

const words = {
  sv: {
    code: 'Artikel-id',
    name: 'Namn',
    style: 'Stil',
    supplier: 'Leverantör',
    tags: 'Taggar',
    openStyle: 'Öppna stilen',
    priceLists: 'Prislistor',
    articles: 'Artiklar',
    supplies: 'Levererar den',
    external: 'Leverantören finns inte på plattformen',
    overview: 'Avtal',
    editAgreement: 'Redigera avtal',
    agreementSaved: 'Avtalet har sparats',
    styleSaved: 'Stilen har sparats',
    addExternal: 'Lägg till extern leverantör',
    createStyle: 'Skapa stil',
  },
  en: {
    code: 'Article ID',
    name: 'Name',
    style: 'Style',
    supplier: 'Supplier',
    tags: 'Tags',
    openStyle: 'Open the style',
    priceLists: 'Price lists',
    articles: 'Articles',
    supplies: 'Supplies it',
    external: 'This supplier is not on the platform',
    overview: 'Agreement',
    editAgreement: 'Edit agreement',
    agreementSaved: 'The agreement has been saved',
    styleSaved: 'The style has been saved',
    addExternal: 'Add external supplier',
    createStyle: 'Create style',
  },
}

async function pick(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
  await page.keyboard.press('Escape')
}

async function openAs(locale: 'sv' | 'en') {
  const page = await app.newPage()
  await signIn(page, 'admin@nordic.demo')
  await page.waitForURL('**/dashboard')
  await chooseLanguage(page, locale)
  return page
}

describe('tags, styles, the articles of a supplier and the price lists of the library', () => {
  for (const locale of storyLanguages('sv')) {
    it(`picks a style and a tag in the article wizard and finds them on the article (${locale})`, async () => {
      const w = words[locale]
      const code = `TAG-${locale.toUpperCase()}-1`
      const page = await openAs(locale)
      await page.goto('/products/create')
      await page.getByRole('textbox', { name: w.code, exact: true }).fill(code)
      await page.getByRole('textbox', { name: w.name, exact: true }).fill('Tagged fleece')
      await pick(page, w.style, /^Trail shell jacket \(NO-1001\)/)
      await pick(page, w.supplier, /^Baltic Knit Ltd/)
      await pick(page, w.tags, /^Recycled/)
      await page.getByTestId('article-style-link').waitFor()
      await check(page, `article-wizard-tags-${locale}`)
      for (let step = 0; step < 5; step += 1) await page.getByTestId('wizard-next').click()
      const summary = page.getByTestId('wizard-summary')
      await summary.getByText('Trail shell jacket (NO-1001)').waitFor()
      await summary.getByText('Recycled').waitFor()
      await check(page, `article-wizard-summary-tags-${locale}`)
      await page.getByTestId('wizard-finish').click()

      await page.getByRole('heading', { level: 1, name: `${code} Tagged fleece` }).waitFor()
      await expect(page.getByRole('combobox', { name: w.style, exact: true }).inputValue()).resolves.toBe(
        'Trail shell jacket (NO-1001)',
      )
      await page.locator('.mantine-Pill-root', { hasText: 'Recycled' }).waitFor()
      const styleLink = page.getByRole('link', { name: w.openStyle })
      await expect(styleLink.getAttribute('href')).resolves.toMatch(/^\/styles\/[0-9a-f-]{36}$/)
      await check(page, `article-detail-tags-${locale}`)
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })

    it(`shows the price lists as a tab of the article library (${locale})`, async () => {
      const w = words[locale]
      const token = await apiSignIn(app.server.url, 'admin@nordic.demo')
      const name = `Library list ${locale}`
      await api(app.server.url, token, 'POST', '/price-lists', {
        name,
        currency: 'EUR',
        valid_from: '2027-01-01',
      })
      const page = await openAs(locale)
      await page.goto('/products')
      await page.getByRole('tab', { name: w.priceLists }).click()
      await page.waitForURL('**/products?tab=price-lists')
      await page.getByRole('row', { name: new RegExp(name) }).waitFor()
      await check(page, `article-library-price-lists-${locale}`)
      await page.getByRole('row', { name: new RegExp(name) }).click()
      await page.waitForURL(/\/price-lists\/[0-9a-f-]{36}$/)
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })

    it(`lists the supplier's articles on its card and tags the agreement (${locale})`, async () => {
      const w = words[locale]
      const code = `TAG-${locale.toUpperCase()}-1`
      const page = await openAs(locale)
      await page.goto('/suppliers')
      await page.getByRole('row', { name: /Baltic Knit Ltd/ }).click()
      await page.getByRole('heading', { level: 1, name: 'Baltic Knit Ltd' }).waitFor()
      await page.getByRole('tab', { name: w.articles }).click()
      const row = page.getByTestId('supplier-articles').getByRole('row', { name: new RegExp(code) })
      await row.getByText(w.supplies).waitFor()
      await check(page, `supplier-card-articles-${locale}`)

      await page.getByRole('tab', { name: w.overview }).click()
      await page.getByTestId('edit-agreement').click()
      const edit = page.getByRole('dialog', { name: w.editAgreement })
      // Swedish first: the tag is picked; in English it is already there, by name.
      if (locale === 'sv') await pick(page, w.tags, /^Strategic/)
      await edit.locator('.mantine-Pill-root', { hasText: 'Strategic' }).waitFor()
      await check(page, `agreement-edit-tags-${locale}`)
      await edit.getByTestId('save-agreement').click()
      await page.getByText(w.agreementSaved).waitFor()
      await page.getByTestId('tag-list').getByText('Strategic').waitFor()
      await check(page, `supplier-card-overview-tags-${locale}`)

      await page.getByRole('tab', { name: w.articles }).click()
      await row.getByRole('link', { name: code }).click()
      await page.waitForURL(/\/products\/[0-9a-f-]{36}$/)
      await page.getByRole('heading', { level: 1, name: `${code} Tagged fleece` }).waitFor()

      // An external supplier has no articles on the platform, and says so.
      await page.goto('/suppliers')
      await page.getByRole('row', { name: /Porto Têxteis Lda/ }).click()
      await page.getByRole('heading', { level: 1, name: 'Porto Têxteis Lda' }).waitFor()
      await page.getByRole('tab', { name: w.articles }).click()
      await page.getByText(w.external).waitFor()
      await check(page, `supplier-card-articles-external-${locale}`)

      // A new external supplier can be tagged from the start.
      await page.goto('/suppliers')
      await page.getByTestId('add-external').click()
      const modal = page.getByRole('dialog', { name: w.addExternal })
      await pick(page, w.tags, /^Strategic/)
      await modal.locator('.mantine-Pill-root', { hasText: 'Strategic' }).waitFor()
      await check(page, `external-supplier-tags-${locale}`)
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })

    it(`tags a style and shows its tags beside it (${locale})`, async () => {
      const w = words[locale]
      const page = await openAs(locale)
      await page.goto('/styles')
      await page.getByTestId('create-style').click()
      const create = page.getByRole('dialog', { name: w.createStyle })
      await create.getByRole('combobox', { name: w.tags, exact: true }).waitFor()
      await check(page, `style-create-tags-${locale}`)
      await page.keyboard.press('Escape')
      await create.waitFor({ state: 'hidden' })
      await page.getByRole('row', { name: /NO-1002/ }).click()
      const form = page.getByTestId('style-overview-form')
      await form.waitFor()
      if (locale === 'sv') {
        await pick(page, w.tags, /^Core range/)
        await form.getByRole('button', { name: 'Spara' }).click()
        await page.getByText(w.styleSaved).waitFor()
      }
      await form.locator('.mantine-Pill-root', { hasText: 'Core range' }).waitFor()
      await page.getByTestId('tag-list').getByText('Core range').waitFor()
      await check(page, `style-overview-tags-${locale}`)
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })
  }
})
