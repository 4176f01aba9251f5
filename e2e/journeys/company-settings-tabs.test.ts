import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { storyLanguages } from '../support/languages.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3301)

type Seen = readonly [label: string, path: string, text: string]

const words: Record<'sv' | 'en', { title: string; tabs: Seen[]; lists: Seen[] }> = {
  sv: {
    title: 'Företagsinställningar',
    tabs: [
      ['Företagsinställningar', 'settings', 'Företagsnamn'],
      ['Kontaktpersoner', 'contacts', 'Maja Holm'],
      ['Adresser', 'addresses', 'Gothenburg distribution centre'],
      ['Betalningsvillkor', 'payment-terms', '30 days net'],
      ['Taggar', 'tags', 'Priority'],
      ['Plattformsinställningar', 'platform-settings', 'Avvikelsetolerans ETD (dagar)'],
      ['Momsinställningar', 'vats', 'Reverse charge 0 %'],
    ],
    lists: [
      ['Inköpsenheter', 'buying-entities', 'Nordic Outdoor Retail AB'],
      ['Lager', 'warehouses', 'Gothenburg DC'],
      ['Valutakurser', 'exchange-rates', '11.235'],
      ['ETA-regler', 'eta-rules', 'Baltic Knit mill, Kaunas'],
      ['Exportinställningar', 'export-settings', 'Avgränsare i CSV'],
      ['Säsonger', 'seasons', 'SS27'],
      ['Transportsätt', 'freight-modes', 'Sea'],
      ['Ändringslogg', 'audits', 'Posttyp'],
    ],
  },
  en: {
    title: 'Company settings',
    tabs: [
      ['Company settings', 'settings', 'Company name'],
      ['Contact persons', 'contacts', 'Olof Strand'],
      ['Addresses', 'addresses', 'Baltic Knit mill'],
      ['Payment terms', 'payment-terms', '60 days net'],
      ['Tags', 'tags', 'Recycled'],
      ['Platform settings', 'platform-settings', 'ETA deviation tolerance (days)'],
      ['VAT settings', 'vats', 'VAT 25 %'],
    ],
    lists: [
      ['Buying entities', 'buying-entities', 'NO-SE'],
      ['Warehouses', 'warehouses', 'Stockholm flagship store'],
      ['Exchange rates', 'exchange-rates', '10.412'],
      ['ETA rules', 'eta-rules', 'Any'],
      ['Export settings', 'export-settings', 'Date format'],
      ['Units', 'units', 'Kilogram'],
      ['Item category codes', 'item-category-codes', '6201'],
      ['Audit trail', 'audits', 'Record type'],
    ],
  },
}

async function looked(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  await snapshot(page, name)
  await expect(seriousViolations(page)).resolves.toEqual([])
}

describe('company settings tabs and admin lists', () => {
  for (const locale of storyLanguages('sv')) {
    it(`opens every company settings tab and admin list with its data (${locale})`, async () => {
      const w = words[locale]
      const page = await app.newPage()
      await signIn(page, 'admin@nordic.demo')
      await page.waitForURL('**/dashboard')
      if (locale === 'en') await chooseLanguage(page, 'en')
      await page.goto('/admin/settings')
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor()
      for (const [tab, path, seen] of w.tabs) {
        await page.getByRole('tab', { name: tab, exact: true }).click()
        await page.waitForURL(`**/admin/${path}`)
        await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor()
        await page.getByRole('tabpanel').getByText(seen, { exact: false }).first().waitFor()
        await looked(page, `company-settings-${path}-${locale}`)
      }
      // A tab is its own address: a link opens it directly.
      await page.goto('/admin/vats')
      await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toBe(w.tabs[6]![0])

      for (const [title, path, seen] of w.lists) {
        await page.goto(`/admin/${path}`)
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        await page.getByText(seen, { exact: false }).first().waitFor()
        await looked(page, `admin-${path}-${locale}`)
      }
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })
  }
})
