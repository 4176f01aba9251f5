import { authEndpoints } from '@scm/contracts'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

// Chooses an entry of a navbar menu as a mouse user does, and returns once the new page is there and
// the menu has faded out (a screen checked mid-fade would show it).
export async function chooseFromNavbar(page: Page, menu: string, entry: string) {
  const before = page.url()
  await page.getByRole('button', { name: menu }).click()
  await page.getByRole('menuitem', { name: entry, exact: true }).click()
  await page.waitForURL((url) => url.href !== before)
  await page.getByRole('menu').waitFor({ state: 'detached' })
}

// Switches the language as a user does, unless the page is in it already. Signed in, the choice is also
// stored on the user, and a page loaded before that answer would open in the old language: the switch
// returns once it is stored.
export async function chooseLanguage(page: Page, locale: 'sv' | 'en', { signedIn = true } = {}) {
  if ((await page.locator('html').getAttribute('lang')) === locale) return
  const stored = signedIn
    ? page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api${authEndpoints.locale.path}`,
      )
    : undefined
  await page.getByTestId('locale-switcher').getByText(locale.toUpperCase(), { exact: true }).click()
  expect((await stored)?.status() ?? 200).toBe(200)
}
