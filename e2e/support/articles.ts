import type { Page } from 'playwright-core'
import { expect } from 'vitest'

// Walks shared by the article journeys and the master-data story: the five-step article wizard and
// the CSV import, each with the mistakes a user makes on the way, in either language.

type Check = (page: Page, name: string) => Promise<void>

const words = {
  sv: {
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
    created: 'har skapats',
    active: 'Aktiv',
    import: 'Importera artiklar',
    check: 'Kontrollera raderna',
    problems: '1 problem i filen',
    confirm: 'Importera 49 artiklar',
    done: 'Importen är klar',
    createdCount: 'Skapade',
    tooLarge: 'Filen är större än 1 MB',
    queueLog: 'Öppna köloggen',
    job: 'Artikelimport',
    rows: '49 rader',
  },
  en: {
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
    created: 'has been created',
    active: 'Active',
    import: 'Import articles',
    check: 'Check the rows',
    problems: '1 problem in the file',
    confirm: 'Import 49 articles',
    done: 'The import is finished',
    createdCount: 'Created',
    tooLarge: 'The file is larger than 1 MB',
    queueLog: 'Open the queue log',
    job: 'Article import',
    rows: '49 rows',
  },
}

export type Locale = keyof typeof words

async function pick(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
}

const next = (page: Page) => page.getByTestId('wizard-next').click()

// From the article library: the five steps, each checked, to the saved article's page.
export async function createArticleInWizard(
  page: Page,
  { locale, code, name, check }: { locale: Locale; code: string; name: string; check: Check },
) {
  const w = words[locale]
  await page.getByTestId('create-article').click()
  await page.waitForURL('**/products/create')

  // Step 1: the article ID and name are required before the next step.
  await next(page)
  await page.getByText(w.required).first().waitFor()
  await page.getByRole('textbox', { name: w.code, exact: true }).fill(code)
  await page.getByRole('textbox', { name: w.name, exact: true }).fill(name)
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
  await page.getByRole('option', { name: /NO-4005 · Zip puller/ }).click()
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

  await page.getByRole('heading', { level: 1, name: `${code} ${name}` }).waitFor()
  await page.getByText(w.created).first().waitFor()
  await page.getByText(w.active, { exact: true }).first().waitFor()
  await expect(page.getByRole('textbox', { name: w.ean }).inputValue()).resolves.toBe('4006381333931')
  await check(page, `article-detail-${locale}`)
}

// 50 articles in the layout a Swedish Excel saves; the 17th row's EAN has a wrong check digit.
function importFile(prefix: string) {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const ean = i === 16 ? '4006381333932' : ''
    return `${prefix}-${String(i + 1).padStart(2, '0')};Imported ${i + 1};Knitwear;Navy;${ean};0,3`
  })
  return Buffer.from(['Artikel-id;Namn;Kategori;Färg;EAN;Vikt (kg)', ...rows].join('\n'))
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer })
}

// From the article library: a file too large is refused, then 50 rows are checked, the bad one is shown
// with its field and message before anything is imported, and the other 49 are imported; the import's
// job is in the queue log (the importer must be allowed to read it, as a company admin is).
export async function importFiftyArticles(
  page: Page,
  { locale, prefix, check }: { locale: Locale; prefix: string; check: Check },
) {
  const w = words[locale]
  await page.getByRole('link', { name: w.import }).click()
  await page.waitForURL('**/products/import')

  // A file of 1 MB or more is refused before anything is sent.
  await choose(page, 'huge.csv', Buffer.alloc(1024 * 1024, 'a'))
  await page.getByTestId('import-file-problem').getByText(w.tooLarge).waitFor()
  await check(page, `article-import-upload-${locale}`)

  await choose(page, 'range.csv', importFile(prefix))
  await page.getByTestId('import-upload').click()
  await page.getByTestId('mapping-code').waitFor()
  await expect(page.getByTestId('mapping-code').inputValue()).resolves.toBe('Artikel-id')
  await expect(page.getByTestId('mapping-ean').inputValue()).resolves.toBe('EAN')
  await page.getByRole('button', { name: w.check }).click()

  await page.getByTestId('import-result').getByText(w.problems).waitFor()
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
  await expect(done.textContent()).resolves.toContain(`${w.createdCount}49`)
  await check(page, `article-import-done-${locale}`)

  await page.getByRole('link', { name: w.queueLog }).click()
  await page
    .getByRole('row', { name: new RegExp(w.job) })
    .first()
    .waitFor()
  await page.goto(`/products?search=${prefix}`)
  await page.getByText(w.rows).waitFor()
}
