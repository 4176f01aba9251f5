import fs from 'node:fs'
import { authEndpoints } from '@scm/contracts'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { pinnedTime } from '../../apps/server/src/testing/test-clock.ts'

// Debian's Chromium with the flags this machine needs (no network beyond loopback): its headless
// shell where installed (.ci/run installs it), which is the same Blink without the browser's window
// layer: the browser takes a sixth less CPU in it (measured on two journeys), and the journeys are
// CPU-bound.
const headlessShell = '/usr/bin/chromium-headless-shell'
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

// The page's clock is the test's: pinned for a journey that pinned its clock (support/clock.ts).
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1360, height: 860 } })
  await watchCspViolations(context)
  const time = pinnedTime()
  if (time !== undefined) await context.clock.install({ time })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  watchMissingKeys(page)
  return page
}

const cspViolations: string[] = []

// What the server's Content-Security-Policy refused (docs/decisions/0022), on any page of the context,
// popups included; support/csp-guard.ts fails the running test on it.
async function watchCspViolations(context: BrowserContext) {
  await context.exposeBinding('reportCspViolation', ({ page }, report: string) => {
    cspViolations.push(`${page.url()}: ${report}`)
  })
  await context.addInitScript(() => {
    const page = window as unknown as { reportCspViolation(report: string): void }
    document.addEventListener('securitypolicyviolation', (event) =>
      page.reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ` +
          `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    )
  })
}

export const takeCspViolations = () => cspViolations.splice(0)

const missing = new WeakMap<Page, string[]>()

// The web reports a text key missing from the catalogues on the console (lib/i18n); a page opened
// from a link (a popup) is watched too.
function watchMissingKeys(page: Page) {
  missing.set(page, [])
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('i18n missing key'))
      missing.get(page)!.push(message.text())
  })
  page.on('popup', watchMissingKeys)
}

export const missingTextKeys = (page: Page) => missing.get(page) ?? []

// Signs in as the login form does, by its endpoint (the context keeps the refresh cookie), and opens
// the start page: for the journeys whose story starts after signing in, a page load and a form less.
// The stories about signing in drive the form itself (signInWithForm).
export async function signIn(page: Page, email: string, password = 'Demo1234!') {
  const response = await page.context().request.post(`/api${authEndpoints.login.path}`, {
    data: { email, password },
  })
  if (!response.ok())
    throw new Error(`${email} could not sign in: ${response.status()} ${await response.text()}`)
  await page.goto('/dashboard')
  // Signed in once the shell shows the user: the user's own language is applied by then.
  await page.getByTestId('profile-menu').waitFor()
}

export async function signInWithForm(page: Page, email: string, password = 'Demo1234!') {
  await page.goto('/login')
  await page.getByLabel(/^(E-post|E-mail)/).fill(email)
  await page.getByLabel(/^(Lösenord|Password)/).fill(password)
  await page.getByRole('button', { name: /^(Logga in|Sign in)$/ }).click()
}

// With E2E_SCREENSHOTS=<folder>, journeys leave a full-page picture of each screen they check, for a
// person to look at; without it, nothing is written.
export async function snapshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

// Confirms the open dialog with its button and waits until it has closed.
export async function confirmDialog(page: Page, label: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: label }).click()
  await dialog.waitFor({ state: 'hidden' })
}
