import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3204)

const HERO_SV = 'Supplyflow samlar inköpare och leverantörer på samma sida'
const HERO_EN = 'Supplyflow brings purchasers and suppliers onto one page'
const ABOUT_SV = 'Om Supplyflow'

describe('landing page', () => {
  it('presents the product in Swedish and English and takes a demo request', async () => {
    const page = await app.newPage()
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: HERO_SV }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Så fungerar det' }).waitFor()
    await page.getByRole('heading', { level: 2, name: ABOUT_SV }).waitFor()
    await snapshot(page, 'landing-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])

    // One anchor for the demo: the header, the hero and the footer all lead to the one section.
    await expect(page.locator('[id="get-demo"]').count()).resolves.toBe(1)
    await expect(page.locator('a[href="#get-demo"]').count()).resolves.toBe(3)
    // The header's section link leads to the form.
    const nav = page.getByRole('navigation', { name: 'Avsnitt' })
    await nav.getByRole('link', { name: 'Boka en demo' }).click()
    await page.waitForURL('**/#get-demo')
    const demo = page.locator('section#get-demo')
    await expect(demo.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Boka en demo')
    await demo.getByText('Vi svarar inom 24 timmar.').waitFor()

    // A bad address is refused on its field, in the page's language, and follows a language switch.
    const form = demo.getByRole('form', { name: 'Boka en demo' })
    await form.getByLabel('Ditt namn').fill('Karin Ek')
    await form.getByLabel('E-post').fill('karin.ek@')
    await form.getByLabel('Företag').fill('Fjällbo AB')
    await form.getByRole('button', { name: 'Boka en demo' }).click()
    await form.getByText('Ange en giltig e-postadress').waitFor()
    await expect(form.getByLabel('E-post').getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(form.getByText('Fältet är obligatoriskt').count()).resolves.toBe(0)
    await snapshot(page, 'landing-demo-error-sv')

    await chooseLanguage(page, 'en', { signedIn: false })
    await page.getByRole('heading', { level: 1, name: HERO_EN }).waitFor()
    const formEn = demo.getByRole('form', { name: 'Request a demo' })
    await formEn.getByText('Enter a valid e-mail address').waitFor()
    await snapshot(page, 'landing-demo-error-en')
    await expect(seriousViolations(page)).resolves.toEqual([])

    await formEn.getByLabel('E-mail').fill('karin.ek@fjallbo.se')
    await formEn.getByRole('button', { name: 'Request a demo' }).click()
    const sent = page.getByTestId('demo-request-sent')
    await sent.waitFor()
    await expect(sent.textContent()).resolves.toContain('We have received it and will reply within 24 hrs.')
    await snapshot(page, 'landing-demo-sent-en')

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor()
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
