import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'

const app = journey(3321)

const words = {
  sv: {
    import: 'Importera artiklar',
    check: 'Kontrollera raderna',
    problems: '1 problem i filen',
    eanError: 'Ange ett giltigt EAN (8, 12, 13 eller 14 siffror med rätt kontrollsiffra)',
    confirm: 'Importera 49 artiklar',
    done: 'Importen är klar',
    created: 'Skapade',
    tooLarge: 'Filen är större än 1 MB',
    queueLog: 'Öppna köloggen',
    job: 'Artikelimport',
  },
  en: {
    import: 'Import articles',
    check: 'Check the rows',
    problems: '1 problem in the file',
    eanError: 'Enter a valid EAN (8, 12, 13 or 14 digits with a correct check digit)',
    confirm: 'Import 49 articles',
    done: 'The import is finished',
    created: 'Created',
    tooLarge: 'The file is larger than 1 MB',
    queueLog: 'Open the queue log',
    job: 'Article import',
  },
}

// 50 articles in the layout a Swedish Excel saves; the 17th row's EAN has a wrong check digit.
function file(prefix: string) {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const ean = i === 16 ? '4006381333932' : ''
    return `${prefix}-${String(i + 1).padStart(2, '0')};Imported ${i + 1};Knitwear;Navy;${ean};0,3`
  })
  return Buffer.from(['Artikel-id;Namn;Kategori;Färg;EAN;Vikt (kg)', ...rows].join('\n'))
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer })
}

describe('importing articles', () => {
  for (const locale of ['sv', 'en'] as const) {
    it(`shows the bad row before importing, then imports the other 49 (${locale})`, async () => {
      const w = words[locale]
      const prefix = `CSV${locale.toUpperCase()}`
      const page = await app.newPage()
      // The company admin: besides the articles, she may read the queue log the import runs in.
      await signIn(page, 'admin@nordic.demo')
      await page.waitForURL('**/dashboard')
      if (locale === 'en') await page.getByTestId('locale-switcher').getByText('EN', { exact: true }).click()
      await page.goto('/products')
      await page.getByRole('link', { name: w.import }).click()
      await page.waitForURL('**/products/import')

      // A file of 1 MB or more is refused before anything is sent.
      await choose(page, 'huge.csv', Buffer.alloc(1024 * 1024, 'a'))
      await page.getByTestId('import-file-problem').getByText(w.tooLarge).waitFor()
      await check(page, `article-import-upload-${locale}`)

      await choose(page, 'range.csv', file(prefix))
      await page.getByTestId('import-upload').click()
      await page.getByTestId('mapping-code').waitFor()
      await expect(page.getByTestId('mapping-code').inputValue()).resolves.toBe('Artikel-id')
      await expect(page.getByTestId('mapping-ean').inputValue()).resolves.toBe('EAN')
      await page.getByRole('button', { name: w.check }).click()

      const result = page.getByTestId('import-result')
      await result.getByText(w.problems).waitFor()
      const errors = page.getByTestId('import-errors')
      await expect(errors.getByRole('row').count()).resolves.toBe(2)
      const bad = errors.getByRole('row', { name: /18/ })
      await bad.getByText('EAN', { exact: true }).waitFor()
      await bad.getByText(w.eanError).waitFor()
      await check(page, `article-import-mapping-${locale}`)

      await page.getByTestId('import-start').click()
      await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click()
      const done = page.getByTestId('import-done')
      await done.getByText(w.done).waitFor()
      await expect(done.textContent()).resolves.toContain(`${w.created}49`)
      await check(page, `article-import-done-${locale}`)

      await page.getByRole('link', { name: w.queueLog }).click()
      await page
        .getByRole('row', { name: new RegExp(w.job) })
        .first()
        .waitFor()
      await page.goto(`/products?search=${prefix}`)
      await page.getByText(locale === 'sv' ? '49 rader' : '49 rows').waitFor()
      expect(missingTextKeys(page)).toEqual([])
      await page.context().close()
    })
  }
})

async function check(page: Page, name: string) {
  await snapshot(page, name)
  await expect(seriousViolations(page)).resolves.toEqual([])
}
