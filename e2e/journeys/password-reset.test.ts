import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, signInWithForm } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'

const app = journey(3203)

const buyer = 'buyer@nordic.demo'
const newPassword = 'Fjallraven42'

describe('password reset', () => {
  it('sends a reset link, sets a new password with it, and refuses the link a second time', async () => {
    const page = await app.newPage()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click()
    await page.waitForURL('**/forgot-password')
    await page.getByRole('heading', { name: 'Glömt lösenordet?' }).waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await page.getByLabel('E-post').fill(buyer)
    await page.getByRole('button', { name: 'Skicka återställningslänk' }).click()
    await expect(page.getByTestId('reset-sent').textContent()).resolves.toContain(buyer)

    const link = await findMailLink(app.server, buyer, '/reset-password')
    await page.goto(link)
    await page.getByRole('heading', { name: 'Välj ett nytt lösenord' }).waitFor()
    await expect(seriousViolations(page)).resolves.toEqual([])
    await page.getByLabel('Nytt lösenord').fill(newPassword)
    await page.getByLabel('Bekräfta lösenord').fill(newPassword)
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click()
    await page.waitForURL('**/login')
    await page.getByText('Ditt lösenord har ändrats. Du kan logga in nu.').waitFor()

    await signInWithForm(page, buyer)
    await page.getByText(/E-postadressen eller lösenordet är felaktigt/).waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    await signInWithForm(page, buyer, newPassword)
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { name: 'Välkommen, Erik' }).waitFor()

    // Single use: the same link, opened again (here by the signed-in user), is refused.
    await page.goto(link)
    await page.getByLabel('Nytt lösenord').fill('Another1234')
    await page.getByLabel('Bekräfta lösenord').fill('Another1234')
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click()
    await page.getByTestId('link-invalid').waitFor()
    await expect(page.getByTestId('link-invalid').textContent()).resolves.toMatch(/Länken/)
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })

  it('works in a browser where someone is signed in, and ends that session', async () => {
    const page = await app.newPage()
    await signIn(page, 'admin@nordic.demo')
    await page.waitForURL('**/dashboard')
    // Asked for elsewhere (the forgot-password page is for guests): the mail is what matters here.
    const asked = await fetch(`${app.server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@nordic.demo' }),
    })
    expect(asked.status).toBe(200)
    const link = await findMailLink(app.server, 'admin@nordic.demo', '/reset-password')

    await page.goto(link)
    await page.getByRole('heading', { name: 'Välj ett nytt lösenord' }).waitFor()
    await page.getByLabel('Nytt lösenord').fill(newPassword)
    await page.getByLabel('Bekräfta lösenord').fill(newPassword)
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click()
    // The sign-in form, not the dashboard of the session that was open.
    await page.waitForURL('**/login')
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor()
    await signInWithForm(page, 'admin@nordic.demo', newPassword)
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { name: 'Välkommen, Anna' }).waitFor()
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
