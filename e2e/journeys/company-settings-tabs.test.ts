import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { storyLanguages } from '../support/languages.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3301)

type Seen = readonly [label: string, path: string, text: string]

// One row added to each shipping list: a ship-to's freight mode and lead time, and an incoterm rule.
interface NewRows {
  save: string
  freight: { dialog: string; warehouse: string; mode: string; leadTime: string; shown: string }
  // The English run comes after the Swedish one on the same data: its rule also names a ship-from.
  incoterm: {
    dialog: string
    supplier: string
    shipFrom?: string
    incoterm: string
    payer: string
    place: string
  }
  labels: Record<
    'warehouse' | 'mode' | 'leadTime' | 'supplier' | 'shipFrom' | 'incoterm' | 'payer' | 'place',
    string
  >
}

const newRows: Record<'sv' | 'en', NewRows> = {
  sv: {
    save: 'Spara',
    freight: {
      dialog: 'Ny mottagarfrakt',
      warehouse: 'Stockholm flagship store',
      mode: 'Sea',
      leadTime: '16',
      shown: '16 dagar',
    },
    incoterm: {
      dialog: 'Ny incotermregel',
      supplier: 'Baltic Knit',
      incoterm: 'EXW',
      payer: 'Köparen',
      place: 'Kaunas',
    },
    labels: {
      warehouse: 'Till lager',
      mode: 'Transportsätt',
      leadTime: 'Ledtid \\(dagar\\)',
      supplier: 'Leverantör',
      shipFrom: 'Från',
      incoterm: 'Incoterm',
      payer: 'Frakt betalas av',
      place: 'Angiven plats',
    },
  },
  en: {
    save: 'Save',
    freight: {
      dialog: 'New recipient freight',
      warehouse: 'Stockholm flagship store',
      mode: 'Air',
      leadTime: '3',
      shown: '3 days',
    },
    incoterm: {
      dialog: 'New incoterm rule',
      supplier: 'Baltic Knit',
      shipFrom: 'Baltic Knit mill',
      incoterm: 'DAP',
      payer: 'Supplier',
      place: 'Stockholm',
    },
    labels: {
      warehouse: 'Ship to warehouse',
      mode: 'Freight mode',
      leadTime: 'Lead time \\(days\\)',
      supplier: 'Supplier',
      shipFrom: 'Ship from',
      incoterm: 'Incoterm',
      payer: 'Freight paid by',
      place: 'Named place',
    },
  },
}

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
      ['Mottagarfrakt', 'recipient-freight', 'Gothenburg DC'],
      ['Incotermregler', 'incoterm-rules', 'Klaipėda'],
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
      ['Recipient freight', 'recipient-freight', 'Gothenburg DC'],
      ['Incoterm rules', 'incoterm-rules', 'Klaipėda'],
      ['Export settings', 'export-settings', 'Date format'],
      ['Units', 'units', 'Kilogram'],
      ['Item category codes', 'item-category-codes', '6201'],
      ['Audit trail', 'audits', 'Record type'],
    ],
  },
}

// A field of a dialog by its label; a required field's label ends in an asterisk.
const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}( \\*)?$`)).first()

async function choose(page: Page, dialog: Locator, label: string, option: RegExp | string) {
  await field(dialog, label).click()
  await page.getByRole('option', { name: option }).first().click()
}

// Adds a row to the recipient freight and the incoterm rules lists through their forms.
async function addShippingRows(page: Page, locale: 'sv' | 'en') {
  const { save, freight, incoterm, labels } = newRows[locale]
  await page.goto('/admin/recipient-freight')
  await page.getByTestId('create-row').click()
  let dialog = page.getByRole('dialog', { name: freight.dialog })
  await choose(page, dialog, labels.warehouse, new RegExp(`^${freight.warehouse}`))
  await choose(page, dialog, labels.mode, freight.mode)
  await field(dialog, labels.leadTime).fill(freight.leadTime)
  await looked(page, `admin-recipient-freight-form-${locale}`)
  await dialog.getByRole('button', { name: save }).click()
  await dialog.waitFor({ state: 'hidden' })
  const row = page.getByRole('row', { name: new RegExp(`${freight.warehouse}.*${freight.mode}`) })
  await expect(row.textContent()).resolves.toContain(freight.shown)

  await page.goto('/admin/incoterm-rules')
  await page.getByTestId('create-row').click()
  dialog = page.getByRole('dialog', { name: incoterm.dialog })
  await choose(page, dialog, labels.supplier, new RegExp(`^${incoterm.supplier}`))
  if (incoterm.shipFrom) await choose(page, dialog, labels.shipFrom, new RegExp(`^${incoterm.shipFrom}`))
  await choose(page, dialog, labels.incoterm, incoterm.incoterm)
  await choose(page, dialog, labels.payer, incoterm.payer)
  await field(dialog, labels.place).fill(incoterm.place)
  await looked(page, `admin-incoterm-rules-form-${locale}`)
  await dialog.getByRole('button', { name: save }).click()
  await dialog.waitFor({ state: 'hidden' })
  const rule = page.getByRole('row', { name: new RegExp(`${incoterm.incoterm}.*${incoterm.place}`) })
  await expect(rule.textContent()).resolves.toContain(incoterm.incoterm)
  await looked(page, `admin-incoterm-rules-added-${locale}`)
}

async function looked(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  await snapshot(page, name)
  await expect(seriousViolations(page)).resolves.toEqual([])
}

describe('company settings tabs and admin lists', () => {
  for (const locale of storyLanguages('sv')) {
    it(`opens every company settings tab and admin list with its data, and adds a recipient freight row and an incoterm rule (${locale})`, async () => {
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
      await addShippingRows(page, locale)
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })
  }
})
