import type { Page } from 'playwright-core'

// Chooses an entry of a navbar menu as a mouse user does, and returns once the new page is there and
// the menu has faded out (a screen checked mid-fade would show it).
export async function chooseFromNavbar(page: Page, menu: string, entry: string) {
  const before = page.url()
  await page.getByRole('button', { name: menu }).click()
  await page.getByRole('menuitem', { name: entry, exact: true }).click()
  await page.waitForURL((url) => url.href !== before)
  await page.getByRole('menu').waitFor({ state: 'detached' })
}
