import type { Page } from 'playwright-core'

export interface NewCompany {
  firstName: string
  lastName: string
  password: string
  company: string
  orgNumber: string
  address: string
  zip: string
  city: string
  country: string
}

// An invited company's admin signs up from the mailed link, in a browser of their own set to English,
// and lands on their dashboard.
export async function signUpFromLink(page: Page, link: string, who: NewCompany) {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await page.goto(link)
  await page.getByRole('heading', { name: 'Create your company account' }).waitFor()
  await page.getByText(/invites your company to Supplyflow as their supplier/).waitFor()
  await page.getByLabel('First name').fill(who.firstName)
  await page.getByLabel('Last name').fill(who.lastName)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByLabel('Confirm password').fill(who.password)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Company name').fill(who.company)
  await page.getByLabel('Organisation number').fill(who.orgNumber)
  await page.getByLabel('Address line 1').fill(who.address)
  await page.getByLabel('Zip code').fill(who.zip)
  await page.getByLabel('State/city/province').fill(who.city)
  await page.getByRole('combobox', { name: 'Country' }).fill(who.country)
  await page.getByRole('option', { name: who.country }).click()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL('**/dashboard')
}
