import { type Browser, chromium, type Page } from 'playwright-core'

// Debian's Chromium with the flags this machine needs (no network beyond loopback).
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1360, height: 860 } })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return page
}

export async function signIn(page: Page, email: string, password = 'Demo1234!') {
  await page.goto('/login')
  await page.getByLabel(/^(E-post|E-mail)/).fill(email)
  await page.getByLabel(/^(Lösenord|Password)/).fill(password)
  await page.getByRole('button', { name: /^(Logga in|Sign in)$/ }).click()
}
