import { describe, expect, it } from 'vitest'
import { importFiftyArticles } from '../support/articles.ts'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3321)

// In Swedish the import is part of master-data-story.test.ts.
describe('importing articles', () => {
  it('shows the bad row before importing, then imports the other 49 (en)', async () => {
    const page = await app.newPage()
    // The company admin: besides the articles, she may read the queue log the import runs in.
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await chooseLanguage(page, 'en')
    await page.goto('/products')
    await importFiftyArticles(page, { locale: 'en', prefix: 'CSVEN', check })
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
