import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import { signIn, signInWithForm } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseLanguage } from '../support/navbar.ts'

const app = journey(3201)

describe('app shell', () => {
  it('signs the admin in to a Swedish shell and switches it to English', async () => {
    const page = await app.newPage()
    await signInWithForm(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { name: 'Välkommen, Anna' }).waitFor()
    await page.getByText('Nordic Outdoor AB').first().waitFor()
    // No helpdesk is configured here: no support widget is loaded (decision 0060).
    await expect(page.locator('script[data-support-widget]').count()).resolves.toBe(0)
    await expect(seriousViolations(page)).resolves.toEqual([])

    await page.getByText('EN', { exact: true }).click()
    await page.getByRole('heading', { name: 'Welcome, Anna' }).waitFor()
    // The choice is the user's, stored on the server: it survives a reload.
    await page.reload()
    await page.getByRole('heading', { name: 'Welcome, Anna' }).waitFor()
    await page.context().close()
  })

  it('shows the error toast for a wrong password and stays on the login page', async () => {
    const page = await app.newPage()
    await page.goto('/login')
    await page.getByLabel('E-post').waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await signInWithForm(page, 'admin@nordic.demo', 'not-the-password')
    await page
      .getByText(/E-postadressen eller lösenordet är felaktigt|The e-mail or password is incorrect/)
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    await page.context().close()
  })

  it('shows the 404 page for an unknown route', async () => {
    const page = await app.newPage()
    await page.goto('/no/such/page')
    await page.getByTestId('error-status').waitFor()
    await expect(page.getByTestId('error-status').textContent()).resolves.toBe('404')
    await expect(page.getByTestId('error-message').textContent()).resolves.toMatch(
      /Sidan kunde inte hittas|This page could not be found/,
    )
    await page.context().close()
  })

  it('alerts the user to an unexpected server error, beside its toast, in Swedish and in English', async () => {
    const page = await app.newPage()
    await signIn(page, 'buyer@nordic.demo')
    await page.waitForURL('**/dashboard')
    // The server fails every profile save, as one behind a proxy under maintenance would.
    await page.route(
      (url) => url.pathname === '/api/account',
      (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'Service unavailable' }),
            })
          : route.fallback(),
    )
    for (const [locale, words] of [
      ['sv', { title: 'Fel 503', save: 'Spara profil', ok: 'OK' }],
      ['en', { title: 'Error 503', save: 'Save profile', ok: 'OK' }],
    ] as const) {
      await chooseLanguage(page, locale)
      await page.goto('/account')
      await page.getByRole('button', { name: words.save }).click()
      const alert = page.getByRole('dialog', { name: words.title })
      await alert.getByText('Service unavailable').waitFor()
      await page.getByRole('alert').filter({ hasText: words.title }).first().waitFor()
      await check(page, `error-alert-${locale}`)
      await alert.getByRole('button', { name: words.ok }).click()
      await alert.waitFor({ state: 'hidden' })
    }
    // The language is the user's, stored on the server: the journeys after this one meet Erik in Swedish.
    await chooseLanguage(page, 'sv')
    await page.context().close()
  })

  it('keeps the buyer out of company administration', async () => {
    const page = await app.newPage()
    await signIn(page, 'buyer@nordic.demo')
    await page.waitForURL('**/dashboard')
    await page.getByRole('button', { name: 'Öppna profilmenyn' }).click()
    await page.getByRole('menuitem', { name: 'Logga ut' }).waitFor()
    await expect(page.getByRole('menuitem', { name: 'Företagsinställningar' }).count()).resolves.toBe(0)
    await page.keyboard.press('Escape')

    await page.goto('/admin/roles')
    await page.waitForURL('**/dashboard')
    await page.context().close()
  })

  it('warns an idle user whose session is about to end, and keeps the session on request', async () => {
    const token = await apiSignIn(app.server.url, 'buyer@nordic.demo')
    const account = await api<{ version: number }>(app.server.url, token, 'GET', '/account')
    await api(app.server.url, token, 'PUT', '/account', {
      first_name: 'Erik',
      last_name: 'Lund',
      locale: 'sv',
      session_time: 10,
      version: account.version,
    })

    const page = await app.newPage()
    await signIn(page, 'buyer@nordic.demo')
    await page.waitForURL('**/dashboard')
    // Ten minutes of session, warned ten minutes before the end: the popup follows 10 s of idleness,
    // which the page's clock skips.
    const popup = page.getByRole('dialog', { name: 'Är du kvar?' })
    await page.clock.fastForward(10_000)
    await popup.waitFor()
    await popup.getByRole('button', { name: 'Förbli inloggad' }).click()
    await popup.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    await page.context().close()
  })
})
