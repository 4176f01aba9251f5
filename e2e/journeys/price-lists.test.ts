import { describe, expect, it } from 'vitest'
import { signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar } from '../support/navbar.ts'

const app = journey(3390)

// Anna (Nordic, Swedish) prices articles for Baltic and publishes the list; Lina (Baltic, English)
// finds it shared with her company and approves it.
const sv = {
  menu: 'Leverantörer/Kunder & Artiklar',
  priceLists: 'Prislistor',
  create: 'Skapa prislista',
  name: 'Namn',
  counterparty: 'Motpart',
  save: 'Spara',
  articles: 'Artiklar',
  addArticle: 'Lägg till artikel',
  article: 'Artikel',
  gross: 'Bruttopris (EUR)',
  discount: 'Rabatt (%)',
  publish: 'Publicera',
  published: 'Publicerad',
}
const en = {
  priceLists: 'Price lists',
  sharedWithUs: 'Shared with us',
  approve: 'Approve',
  approved: 'Approved',
}

describe('price lists: publish to a supplier, who approves', () => {
  it('a buyer creates a list for Baltic, prices an article, publishes; Baltic sees and approves it', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await chooseFromNavbar(anna, sv.menu, sv.priceLists)
    await anna.getByRole('heading', { level: 1, name: sv.priceLists }).waitFor()
    await check(anna, 'price-lists-sv')

    await anna.getByTestId('create-price-list').click()
    await anna.getByRole('heading', { level: 1, name: sv.create }).waitFor()
    await anna.getByRole('textbox', { name: new RegExp(`^${sv.name}`) }).fill('Baltic höst 2027')
    await anna.getByRole('combobox', { name: sv.counterparty }).click()
    await anna.getByRole('option', { name: /Baltic Knit Ltd/ }).click()
    await anna.getByRole('button', { name: sv.save }).click()
    await anna.getByRole('heading', { level: 1, name: 'Baltic höst 2027' }).waitFor()

    await anna.getByRole('tab', { name: sv.articles }).click()
    await anna.getByTestId('add-line').click()
    const dialog = anna.getByRole('dialog', { name: sv.addArticle })
    await dialog.getByRole('combobox', { name: new RegExp(`^${sv.article}`) }).fill('NO-2001')
    await anna.getByRole('option', { name: /NO-2001/ }).click()
    await dialog.getByLabel(new RegExp(`^${sv.gross.replace(/[()]/g, '\\$&')}`)).fill('24.90')
    await dialog.getByLabel(sv.discount).fill('10')
    await dialog.getByRole('button', { name: sv.save }).click()
    await dialog.waitFor({ state: 'hidden' })
    const line = anna.getByRole('row', { name: /NO-2001/ })
    await expect(line.textContent()).resolves.toContain('22.41')
    await check(anna, 'price-list-articles-sv')

    await anna.getByTestId('price-list-publish').click()
    await anna.getByRole('dialog').getByRole('button', { name: sv.publish }).click()
    await anna.getByRole('tab', { name: 'Översikt' }).click()
    await anna.getByText(sv.published, { exact: true }).first().waitFor()

    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await lina.goto('/price-lists')
    const shared = lina.getByRole('row', { name: /Baltic höst 2027/ })
    await expect(shared.textContent()).resolves.toContain(en.sharedWithUs)
    await shared.click()
    await lina.getByRole('heading', { level: 1, name: 'Baltic höst 2027' }).waitFor()
    await lina.getByTestId('price-list-approve').click()
    await lina.getByRole('dialog').getByRole('button', { name: en.approve }).click()
    await lina.getByText(en.approved, { exact: true }).first().waitFor()
    await lina.getByRole('tab', { name: 'Articles' }).click()
    await lina.getByRole('row', { name: /NO-2001/ }).waitFor()
    await check(lina, 'price-list-approved-en')
    await anna.context().close()
    await lina.context().close()
  })

  it('a buyer indexes one of its lists from the indexing page: preview, confirm, new prices', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await anna.goto('/price-lists')
    await anna.getByRole('link', { name: 'Prisindexering' }).click()
    await anna.getByRole('heading', { level: 1, name: 'Prisindexering' }).waitFor()
    await anna.getByTestId('indexing-list').click()
    await anna.getByRole('option', { name: /Baltic höst 2027/ }).click()
    await anna.getByLabel('Index (%)').fill('10')
    await anna.getByRole('button', { name: 'Förhandsgranska' }).click()
    const preview = anna.getByTestId('indexing-preview').getByRole('row', { name: /NO-2001/ })
    await expect(preview.textContent()).resolves.toContain('27.39')
    await check(anna, 'price-indexing-sv')
    await anna.getByTestId('apply-indexing').click()
    await anna.getByRole('dialog').getByRole('button', { name: 'Tillämpa nya priser' }).click()
    await anna.getByTestId('indexing-preview').waitFor({ state: 'detached' })
    await anna.goto('/price-lists')
    await anna.getByRole('row', { name: /Baltic höst 2027/ }).click()
    await anna.getByRole('tab', { name: sv.articles }).click()
    await expect(anna.getByRole('row', { name: /NO-2001/ }).textContent()).resolves.toContain('27.39')
    await anna.context().close()
  })
})
