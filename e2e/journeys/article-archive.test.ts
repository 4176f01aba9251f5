import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { storyLanguages } from '../support/languages.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3322)

const words = {
  sv: {
    actions: 'Åtgärder för NO-1005 Wind jacket',
    archive: 'Arkivera',
    restore: 'Återställ',
    archived: 'Arkiverad',
    active: 'Aktiv',
    notice: 'Artikeln är arkiverad och kan inte läggas till på ordrar.',
    addComponent: 'Lägg till komponent',
    component: 'Komponent 1',
    nothing: 'Inget matchar',
  },
  en: {
    actions: 'Actions for NO-1005 Wind jacket',
    archive: 'Archive',
    restore: 'Restore',
    archived: 'Archived',
    active: 'Active',
    notice: 'This article is archived: it cannot be added to orders.',
    addComponent: 'Add component',
    component: 'Component 1',
    nothing: 'Nothing matches',
  },
}

// Whether the article picker (as on an order or a bill of material) offers NO-1005, on the bill of
// material of an article that has none yet (NO-1001's is the demo production order's).
async function offered(page: Page, w: (typeof words)['sv']) {
  await page.goto('/products?search=NO-1002')
  await page.getByRole('row', { name: /NO-1002/ }).click()
  await page.waitForURL(/\/products\/[0-9a-f-]{36}$/)
  await page.getByRole('button', { name: w.addComponent }).click()
  await page.getByRole('combobox', { name: w.component }).fill('NO-1005')
  const option = page.getByRole('option', { name: /NO-1005 · Wind jacket/ })
  const nothing = page.getByText(w.nothing)
  await option.or(nothing).first().waitFor()
  return option.isVisible()
}

describe('archiving an article', () => {
  for (const [index, locale] of storyLanguages('sv').entries()) {
    it(`marks it archived and keeps it out of pickers until it is restored (${locale})`, async () => {
      const w = words[locale]
      const page = await app.newPage()
      await signIn(page, 'buyer@nordic.demo')
      await page.waitForURL('**/dashboard')
      if (locale === 'en') await chooseLanguage(page, 'en')
      // The first run leaves NO-1005 active again, so each language archives it from the list.
      expect(index === 0 || (await offered(page, w))).toBe(true)
      await page.goto('/products?search=NO-1005')
      const row = page.getByRole('row', { name: /NO-1005/ })
      await row.getByRole('button', { name: w.actions }).click()
      await page.getByRole('menuitem', { name: w.archive }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByText('NO-1005 Wind jacket').waitFor()
      await check(page, `article-archive-confirm-${locale}`)
      await dialog.getByRole('button', { name: w.archive }).click()
      await row.getByText(w.archived, { exact: true }).waitFor()

      expect(await offered(page, w)).toBe(false)

      await page.goto('/products?search=NO-1005')
      await page.getByRole('row', { name: /NO-1005/ }).click()
      await page.getByTestId('article-archived').getByText(w.notice).waitFor()
      await check(page, `article-archived-${locale}`)
      await page.getByRole('button', { name: w.restore }).click()
      await page.getByRole('dialog').getByRole('button', { name: w.restore }).click()
      await page.getByTestId('article-archived').waitFor({ state: 'detached' })
      await page.getByText(w.active, { exact: true }).first().waitFor()

      expect(await offered(page, w)).toBe(true)
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })
  }
})
