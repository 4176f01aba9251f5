import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { seriousViolations } from '../support/axe.ts'
import { missingTextKeys, signIn, signInWithForm, snapshot } from '../support/browser.ts'
import { journey } from '../support/journey.ts'
import { closeToasts } from '../support/toasts.ts'

const app = journey(3205)

const buyer = 'buyer@nordic.demo'
const newPassword = 'Granskog2027'

describe('my account', () => {
  it('changes the name and session time, then the password, and signs in with the new one', async () => {
    const page = await app.newPage()
    await signIn(page, buyer)
    await page.waitForURL('**/dashboard')
    await page.getByTestId('profile-menu').click()
    await page.getByRole('menuitem', { name: 'Mitt konto' }).click()
    await page.waitForURL('**/account')
    await page.getByRole('heading', { level: 1, name: 'Mitt konto' }).waitFor()
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1)
    const profile = page.getByRole('region', { name: 'Profil' })
    await expect(profile.getByLabel('Förnamn').inputValue()).resolves.toBe('Erik')
    await snapshot(page, 'account-sv')
    await expect(seriousViolations(page)).resolves.toEqual([])

    await profile.getByLabel('Förnamn').fill('Oskar')
    await profile.getByLabel('Sessionstid', { exact: true }).click()
    await page.getByRole('option', { name: '4 timmar' }).click()
    await profile.getByRole('button', { name: 'Spara profil' }).click()
    await page.getByText('Din profil har sparats').waitFor()
    // The navbar follows at once: initials, and the name in the profile menu.
    await expect(page.getByTestId('user-avatar').textContent()).resolves.toBe('OL')
    const token = await apiSignIn(app.server.url, buyer)
    const saved = await api<{ first_name: string; session_time: number }>(
      app.server.url,
      token,
      'GET',
      '/account',
    )
    expect(saved).toMatchObject({ first_name: 'Oskar', session_time: 240 })

    const password = page.getByRole('region', { name: 'Lösenord' })
    await password.getByLabel('Nuvarande lösenord').fill('Wrong1234!')
    await password.getByLabel('Nytt lösenord', { exact: true }).fill(newPassword)
    await password.getByLabel('Bekräfta nytt lösenord').fill(newPassword)
    await password.getByRole('button', { name: 'Byt lösenord' }).click()
    // The server's refusal lands on the field it is about, as the field's description.
    await password.getByText('Nuvarande lösenord är felaktigt').waitFor()
    const describedBy = await password.getByLabel('Nuvarande lösenord').getAttribute('aria-describedby')
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'Nuvarande lösenord är felaktigt',
    )
    await snapshot(page, 'account-password-error-sv')

    await password.getByLabel('Nuvarande lösenord').fill('Demo1234!')
    await password.getByRole('button', { name: 'Byt lösenord' }).click()
    await page.getByText('Ditt lösenord har ändrats').waitFor()
    // The form is emptied: nothing of the passwords stays on the screen.
    await expect.poll(() => password.getByLabel('Nytt lösenord', { exact: true }).inputValue()).toBe('')

    await closeToasts(page)
    await page.getByTestId('profile-menu').click()
    await page.getByRole('menu').getByText('Oskar Lund').waitFor()
    await page.getByRole('menuitem', { name: 'Logga ut' }).click()
    await page.waitForURL('**/login')
    await signInWithForm(page, buyer, newPassword)
    await page.waitForURL('**/dashboard')
    await page.getByRole('heading', { name: 'Välkommen, Oskar' }).waitFor()
    expect(missingTextKeys(page)).toEqual([])
    await page.context().close()
  })
})
