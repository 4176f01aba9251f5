import fs from 'node:fs'
import { and, eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeRates } from '../../apps/server/src/modules/company-settings/exchange-rate.table.ts'
import { masterData } from '../../apps/server/src/modules/master-data/master-data.table.ts'
import { orderCertificates } from '../../apps/server/src/modules/orders/certificates/order-certificate.table.ts'
import {
  type OrderViewScenario,
  orderViewScenario,
} from '../../apps/server/src/modules/orders/testing/order-view-scenario.ts'
import { openDatabase } from '../../apps/server/src/platform/db/database.ts'
import type { ServerProcess } from '../../apps/server/src/testing/server-process.ts'
import { journeyDataDir, startBuiltServer } from '../support/app-server.ts'
import { launchBrowser, newPage, signIn, snapshot } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { onJourneyClock, pinJourneyClock } from '../support/clock.ts'
import { storyLanguages } from '../support/languages.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'
import { untilStill } from '../support/stillness.ts'

pinJourneyClock()
const port = 3450
const dataDir = journeyDataDir()
let server: ServerProcess
let browser: Browser
let s: OrderViewScenario

// The views only read orders, so the orders are written into the demo database before the server
// starts (the test fixture of the order views), with Nordic's certificates and a newer EUR/SEK rate.
async function prepare() {
  const database = await openDatabase({ dataDir })
  const db = database.db
  s = await orderViewScenario(db)
  await db.insert(exchangeRates).values({
    companyId: s.companies.nordic,
    fromCurrency: 'EUR',
    toCurrency: 'SEK',
    rate: '10',
    date: '2026-11-20',
  })
  const type = async (code: string) => {
    const [row] = await db
      .select({ id: masterData.id, name: masterData.name })
      .from(masterData)
      .where(and(eq(masterData.companyId, s.companies.nordic), eq(masterData.code, code)))
    return row!
  }
  const [oeko, gots] = [await type('OEKO'), await type('GOTS')]
  await db.insert(orderCertificates).values([
    {
      companyId: s.companies.nordic,
      orderId: s.orders.late!.id,
      typeId: oeko.id,
      typeName: oeko.name,
      dueDate: '2026-01-15',
      cost: '120.00',
      currency: 'EUR',
    },
    {
      companyId: s.companies.nordic,
      orderId: s.orders.transit!.id,
      typeId: gots.id,
      typeName: gots.name,
      dueDate: '2099-03-01',
      status: 'submitted',
      result: 'Lab report received',
    },
  ])
  await database.close()
}

beforeAll(async () => {
  await onJourneyClock(prepare)
  server = await startBuiltServer(
    port,
    { DATA_DIR: dataDir, HOST: '0.0.0.0', LOG_LEVEL: 'info', PUBLIC_URL: `http://localhost:${port}` },
    'localhost',
  )
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const words = {
  sv: {
    schedule: 'Leveransschema',
    eta: 'ETA',
    day: 'Dag',
    menu: 'Ordrar och offerter',
    margins: 'Marginalöversikt',
    marginsSku: 'Marginalöversikt per SKU',
    certificates: 'Certifikatgranskning',
    overdue: 'Försenat',
    status: 'Status',
    approved: 'Godkänt',
    save: 'Spara',
    saved: 'Certifikatet har sparats',
    actions: /^Åtgärder för/,
    packingList: 'Packlista',
  },
  en: {
    schedule: 'Delivery schedule',
    eta: 'ETA',
    day: 'Day',
    menu: 'Orders and Quotations',
    margins: 'Margin review',
    marginsSku: 'Margin review by SKU',
    certificates: 'Certificate review',
    overdue: 'Overdue',
    status: 'Status',
    approved: 'Rejected',
    save: 'Save',
    saved: 'The certificate has been saved',
    actions: /^Actions for/,
    packingList: 'Packing list',
  },
}

async function openFromMenu(page: Page, menu: string, entry: string) {
  await chooseFromNavbar(page, menu, entry)
  await page.getByRole('heading', { level: 1, name: entry }).waitFor()
}

describe('order views: delivery schedule, margins and certificates', () => {
  for (const locale of storyLanguages('sv')) {
    it(`Anna plans deliveries, reviews margins and approves a certificate (${locale})`, async () => {
      const w = words[locale]
      const late = s.orders.late!
      const page = await newPage(browser, server.url)
      await signIn(page, 'admin@nordic.demo')
      await page.waitForURL('**/dashboard')
      if (locale === 'en') await chooseLanguage(page, 'en')

      await page.goto('/orders/delivery-schedule?filter[from]=2027-02-01&filter[to]=2027-02-28')
      await page.getByRole('heading', { level: 1, name: w.schedule }).waitFor()
      await page.getByTestId('delivery-buckets').getByText('2027-W05').waitFor()
      const lateRow = page.getByRole('row', { name: new RegExp(late.deliveries[0]!.code) })
      await lateRow.locator('[data-late="true"]').waitFor()
      await check(page, `order-delivery-schedule-${locale}`)
      await page.getByTestId('schedule-date-by').getByText(w.eta, { exact: true }).click()
      await page.waitForURL((url) => url.searchParams.get('filter[date_by]') === 'eta')
      await page.getByTestId('schedule-grouping').getByText(w.day, { exact: true }).click()
      await page.getByTestId('delivery-buckets').getByText('2027-02-10').waitFor()
      await check(page, `order-delivery-schedule-eta-days-${locale}`)

      await lateRow.getByRole('button', { name: w.actions }).click()
      await page.getByRole('menuitem', { name: w.packingList }).click()
      await page.getByRole('heading', { level: 1, name: new RegExp(late.deliveries[0]!.code) }).waitFor()
      await page.getByTestId('packing-lines').getByText('Folded, 6 per inner').waitFor()
      await check(page, `order-packing-list-${locale}`)
      await page.emulateMedia({ media: 'print' })
      await snapshot(page, `order-packing-list-print-${locale}`)
      await page.emulateMedia({ media: 'screen' })

      await openFromMenu(page, w.menu, w.margins)
      const marginRow = page.getByRole('row', { name: new RegExp(late.number) })
      await marginRow.getByText('87.00 EUR').waitFor()
      await marginRow.getByText('59.18 %').waitFor()
      await check(page, `order-margin-review-${locale}`)
      await openFromMenu(page, w.menu, w.marginsSku)
      await page
        .getByRole('row', { name: /VIEW-SWEATER/ })
        .getByText('12.50 EUR')
        .waitFor()
      await check(page, `order-margin-review-sku-${locale}`)

      await page.goto('/orders/review-certificate')
      await page.getByRole('heading', { level: 1, name: w.certificates }).waitFor()
      const certificate = page.getByRole('row', { name: new RegExp(late.number) })
      if (locale === 'sv') await certificate.getByText(w.overdue, { exact: true }).waitFor()
      await check(page, `order-certificates-${locale}`)
      await certificate.click()
      const dialog = page.getByRole('dialog')
      // As a user, once the dialog has opened: the dialog moves the focus to its first field when its
      // transition ends, which closes a list opened before.
      await dialog.waitFor()
      await untilStill(page)
      await dialog.getByRole('combobox', { name: w.status }).click()
      await page.getByRole('option', { name: w.approved, exact: true }).click()
      await check(page, `order-certificate-edit-${locale}`)
      await dialog.getByRole('button', { name: w.save }).click()
      await page.getByText(w.saved).waitFor()
      await certificate.getByText(w.approved, { exact: true }).waitFor()
      await expect(certificate.getByText(w.overdue, { exact: true }).count()).resolves.toBe(0)
      await page.context().close()
    })
  }

  // Every list tab in Swedish and every view from the list's "Views" menu in English: each opens on its
  // heading with its data (or its empty state), no error, no missing text and nothing axe objects to.
  it('reaches every order list tab and every order view from the order list', async () => {
    const page = await newPage(browser, server.url)
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    // The test before left Anna's language at English.
    await chooseLanguage(page, 'sv')
    const settled = async (name: string) => {
      await page.waitForLoadState('networkidle')
      await expect(page.getByTestId('load-error').count()).resolves.toBe(0)
      await check(page, name)
    }
    await page.goto('/orders/all')
    for (const [view, label] of [
      ['in-progress', 'Pågående'],
      ['packing-completed', 'Packning klar'],
      ['in-transit', 'Under transport'],
      ['delivered', 'Levererade'],
      ['completed', 'Avslutade'],
    ] as const) {
      await page.getByTestId(`order-view-${view}`).click()
      await page.waitForURL(`**/orders/${view}`)
      await page.getByRole('tab', { name: label, selected: true }).waitFor()
      if (view === 'in-transit')
        await page.getByRole('row', { name: new RegExp(s.orders.transit!.number) }).waitFor()
      await settled(`order-list-${view}-sv`)
    }

    await chooseLanguage(page, 'en')
    for (const [entry, path] of [
      ['Inbound tracker', '/orders/inbound-tracker'],
      ['Lead-time schedule', '/orders/lead-time-schedule'],
      ['ETA schedule', '/orders/eta-schedule'],
    ] as const) {
      await page.goto('/orders/all')
      await page.getByTestId('order-view-links').click()
      await page.getByRole('menuitem', { name: entry, exact: true }).click()
      // The schedules add their default filters to the address at once: the path is what is reached.
      await page.waitForURL((url) => url.pathname === path)
      await page.getByRole('heading', { level: 1, name: entry }).waitFor()
      await settled(`order-view-${path.slice('/orders/'.length)}-en`)
    }
    await page.context().close()
  })
})
