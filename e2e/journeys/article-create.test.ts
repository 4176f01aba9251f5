import { describe, expect, it } from 'vitest'
import { createArticleInWizard } from '../support/articles.ts'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3320)

// In Swedish the wizard is walked in master-data-story.test.ts.
describe('creating an article', () => {
  it('goes through the five steps, each checked, and saves the article (en)', async () => {
    const page = await app.newPage()
    await signIn(page, 'buyer@nordic.demo')
    await page.waitForURL('**/dashboard')
    await chooseLanguage(page, 'en')
    await chooseFromNavbar(page, 'Suppliers/Clients & Articles', 'Products')
    await page.waitForURL('**/products')
    await page.getByRole('row', { name: /NO-1001/ }).waitFor()
    await check(page, 'article-library-en')
    await createArticleInWizard(page, { locale: 'en', code: 'JRN-EN-1', name: 'Journey fleece', check })
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
