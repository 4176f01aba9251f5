import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar } from '../support/navbar.ts'

const app = journey(3510)

// Erik (purchaser, Swedish) opens the projects from the navbar and creates one; Anna (admin) places a
// warehouse and an address in it, finds both on the project's page, is refused deleting a project in use and
// deactivates it instead; Lina at the supplier sees only her own company's (empty) list, in English.
const project = { code: 'SS28-RUN', name: 'Löparkollektion SS28' }

async function openProjects(page: Page, menu: string, entry: string, heading: string) {
  await chooseFromNavbar(page, menu, entry)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

describe('projects', () => {
  it('a purchaser creates a project from the navbar; the form refuses an end before the start', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await openProjects(erik, 'Projekt', 'Projekt', 'Projekt')
    await erik.getByRole('row', { name: /STH-LAUNCH.*Stockholm flagship launch/ }).waitFor()
    await erik.getByRole('row', { name: /AW27-CAPSULE.*Autumn trail capsule/ }).waitFor()
    await check(erik, 'projects-list-sv')

    await erik.getByTestId('create-project').click()
    await erik.getByRole('heading', { level: 1, name: 'Nytt projekt' }).waitFor()
    await erik.getByLabel(/^Projekt-id/).fill(project.code)
    await erik.getByLabel(/^Namn/).fill(project.name)
    await erik.getByRole('combobox', { name: 'Säsong' }).click()
    await erik.getByRole('option', { name: 'Spring/Summer 2027 (SS27)' }).click()
    await erik.getByLabel('År').fill('2028')
    await erik.getByRole('combobox', { name: 'Inköpsenhet' }).click()
    await erik.getByRole('option', { name: /Nordic Outdoor Retail AB/ }).click()
    await erik.getByLabel('Startdatum').fill('2028-02-01')
    await erik.getByLabel('Slutdatum').fill('2028-01-15')
    await erik.getByRole('button', { name: 'Spara' }).click()
    await erik.getByText('Slutdatumet måste vara samma dag som eller efter startdatumet').waitFor()
    await check(erik, 'project-create-refused-sv')

    await erik.getByLabel('Slutdatum').fill('2028-05-31')
    await erik.getByRole('button', { name: 'Spara' }).click()
    await erik.waitForURL(/\/projects\/[0-9a-f-]+$/)
    await erik.getByRole('heading', { level: 1, name: `${project.name} (${project.code})` }).waitFor()
    await expect(erik.getByLabel('Slutdatum').inputValue()).resolves.toBe('2028-05-31')
    // Warehouses are an admin list: a purchaser's project page does not offer them.
    await expect(erik.getByText('Lager i projektet').count()).resolves.toBe(0)
    await erik.goto('/projects')
    await erik.getByRole('row', { name: new RegExp(`${project.code}.*${project.name}.*2028`) }).waitFor()
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })

  it('an admin links a warehouse to the project, cannot delete the project while it is used, and deactivates it', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await anna.goto('/admin/warehouses')
    await anna.getByRole('heading', { level: 1, name: 'Lager' }).waitFor()
    await anna.getByRole('row', { name: /GOT-DC/ }).click()
    const dialog = anna.getByRole('dialog', { name: 'Redigera lager' })
    await dialog.getByRole('combobox', { name: 'Projekt' }).click()
    await anna.getByRole('option', { name: `${project.name} (${project.code})` }).click()
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect(anna.getByRole('row', { name: /GOT-DC/ }).textContent()).resolves.toContain(project.name)
    await expect(anna.getByRole('row', { name: /STH-01/ }).textContent()).resolves.toContain(
      'Stockholm flagship launch',
    )

    // The mill Nordic collects from becomes the project's pickup address, linked to its supplier too.
    await anna.goto('/admin/addresses')
    await anna.getByRole('row', { name: /Baltic Knit mill/ }).click()
    const address = anna.getByRole('dialog', { name: 'Redigera adress' })
    await address.getByRole('combobox', { name: 'Leverantör' }).click()
    await anna.getByRole('option', { name: /Baltic Knit Ltd/ }).click()
    await address.getByRole('combobox', { name: 'Projekt' }).click()
    await anna.getByRole('option', { name: `${project.name} (${project.code})` }).click()
    await address.getByRole('button', { name: 'Spara' }).click()
    await address.waitFor({ state: 'hidden' })

    await openProjects(anna, 'Projekt', 'Projekt', 'Projekt')
    await anna.getByRole('row', { name: new RegExp(project.code) }).click()
    await anna.getByRole('heading', { level: 1, name: `${project.name} (${project.code})` }).waitFor()
    await anna.getByRole('heading', { name: 'Lager i projektet' }).waitFor()
    await anna.getByRole('row', { name: /GOT-DC.*Gothenburg DC/ }).waitFor()
    await anna.getByRole('heading', { name: 'Adresser i projektet' }).waitFor()
    await anna.getByRole('row', { name: /Baltic Knit mill.*Kaunas/ }).waitFor()
    await check(anna, 'project-detail-sv')

    // Erik opens the same project: each is named in the other's presence banner.
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto(new URL(anna.url()).pathname)
    await erik
      .getByTestId('presence-banner')
      .getByText(/Anna Berg/)
      .waitFor()
    await anna
      .getByTestId('presence-banner')
      .getByText(/Erik Lund/)
      .waitFor()
    await erik.context().close()
    await anna.getByTestId('presence-banner').waitFor({ state: 'detached' })

    await anna.getByRole('button', { name: 'Ta bort' }).click()
    const confirm = anna.getByRole('dialog', { name: 'Ta bort projektet?' })
    await confirm.getByText(`Projektet ${project.name} tas bort.`, { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Ta bort' }).click()
    await anna
      .getByText('Posten används på andra ställen och kan inte tas bort: inaktivera den i stället')
      .waitFor()
    await expect(anna.url()).toMatch(/\/projects\/[0-9a-f-]+$/)

    await anna.getByRole('switch', { name: /^Aktivt/ }).uncheck()
    await anna.getByRole('button', { name: 'Spara' }).click()
    await anna.waitForURL('**/projects')
    await anna.getByRole('row', { name: new RegExp(`${project.code}.*Inaktivt`) }).waitFor()
    await check(anna, 'projects-inactive-sv')
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })

  it("a supplier's admin sees only her own company's projects, in English", async () => {
    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await openProjects(lina, 'Projects', 'Projects', 'Projects')
    await lina.getByText('Nothing to display').waitFor()
    await expect(lina.getByText(project.code).count()).resolves.toBe(0)
    await check(lina, 'projects-empty-en')

    await lina.getByTestId('create-project').click()
    await lina.getByRole('heading', { level: 1, name: 'New project' }).waitFor()
    await lina.getByRole('button', { name: 'Save' }).click()
    await lina.getByText('This field is required').first().waitFor()
    await check(lina, 'project-create-en')
    expect(missingTextKeys(lina)).toEqual([])
    await lina.context().close()
  })
})
