import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

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
  it('a purchaser creates a project with the wizard: header and people, articles, summary; then sees its tabs', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await openProjects(erik, 'Projekt', 'Projekt', 'Projekt')
    await erik.getByRole('row', { name: /STH-LAUNCH.*Stockholm flagship launch.*Anna Berg/ }).waitFor()
    await erik.getByRole('row', { name: /AW27-CAPSULE.*Autumn trail capsule.*Erik Lund/ }).waitFor()
    await check(erik, 'projects-list-sv')

    await erik.getByTestId('create-project').click()
    await erik.getByRole('heading', { level: 1, name: 'Nytt projekt' }).waitFor()
    const header = erik.getByTestId('wizard-step-header')
    await header.getByLabel(/^Projekt-id/).fill(project.code)
    await header.getByLabel(/^Namn/).fill(project.name)
    await header.getByRole('combobox', { name: 'Säsong' }).click()
    await erik.getByRole('option', { name: 'Spring/Summer 2027 (SS27)' }).click()
    await header.getByLabel('År').fill('2028')
    await header.getByRole('combobox', { name: 'Inköpsenhet' }).click()
    await erik.getByRole('option', { name: /Nordic Outdoor Retail AB/ }).click()
    await header.getByLabel('Startdatum').fill('2028-02-01')
    await header.getByLabel('Slutdatum').fill('2028-01-15')
    await header.getByLabel('Projektledare').click()
    await erik.getByRole('option', { name: 'Erik Lund' }).click()
    await erik.keyboard.press('Escape')
    await header.getByLabel('Medlemmar').click()
    await erik.getByRole('option', { name: 'Anna Berg' }).click()
    await erik.keyboard.press('Escape')
    await header.getByRole('combobox', { name: 'Inköpare' }).click()
    await erik.getByRole('option', { name: 'Erik Lund' }).click()
    await erik.getByTestId('wizard-next').click()
    await erik.getByText('Slutdatumet måste vara samma dag som eller efter startdatumet').waitFor()
    await check(erik, 'project-wizard-header-refused-sv')

    // Leaving the first step makes the project: the address names it from then on.
    await header.getByLabel('Slutdatum').fill('2028-05-31')
    await erik.getByTestId('wizard-next').click()
    await erik.waitForURL(/\/projects\/create\?project=[0-9a-f-]+$/)
    // The plan: each task is saved as it is made.
    const tasks = erik.getByTestId('wizard-step-tasks')
    await tasks.getByText('Projektet har inga uppgifter än.').waitFor()
    await tasks.getByTestId('create-task').click()
    const task = erik.getByRole('dialog', { name: 'Ny uppgift' })
    await expect(task.getByLabel('Start').inputValue()).resolves.toBe('2028-02-01')
    await task.getByLabel('Namn').fill('Provning')
    await task.getByLabel('Slut').fill('2028-02-10')
    await task.getByRole('button', { name: 'Spara' }).click()
    await tasks.getByTestId('task-row').filter({ hasText: 'Provning' }).waitFor()
    await erik.getByTestId('wizard-next').click()
    const articles = erik.getByTestId('wizard-step-articles')
    await articles.getByText('Inga artiklar ännu.').waitFor()
    await articles.getByRole('button', { name: 'Lägg till artikel' }).click()
    await articles.getByRole('combobox', { name: 'Artikel, rad 1' }).fill('NO-3002')
    await erik.getByRole('option', { name: /NO-3002/ }).click()
    await articles.getByLabel('Planerat antal, rad 1').fill('400')
    await articles.getByLabel('Målpris, rad 1').fill('149,5')
    await articles.getByLabel('Notering till leverantören, rad 1').fill('Packas per storlek')
    await articles.getByRole('button', { name: 'Lägg till artikel' }).click()
    await articles.getByRole('combobox', { name: 'Artikel, rad 2' }).fill('NO-4001')
    await erik.getByRole('option', { name: /NO-4001/ }).click()
    await erik.getByTestId('wizard-next').click()
    await articles.getByText('Fältet måste ha högst 9 siffror före och 3 efter "."').waitFor()
    await check(erik, 'project-wizard-articles-sv')
    await articles.getByLabel('Planerat antal, rad 2').fill('800')
    await erik.getByTestId('wizard-next').click()

    const summary = erik.getByTestId('wizard-summary')
    await summary.getByText(project.name).waitFor()
    await summary.getByText('Spring/Summer 2027').waitFor()
    await summary.getByText('Anna Berg').waitFor()
    await summary.getByText('2028-02-01 – 2028-02-10').waitFor()
    await summary.getByText('NO-3002 · Merino base layer top').waitFor()
    await summary.getByText('400 à 149.5 SEK').waitFor()
    await summary.getByText('800', { exact: true }).waitFor()
    await check(erik, 'project-wizard-summary-sv')
    await erik.getByTestId('wizard-finish').click()

    await erik.waitForURL(/\/projects\/[0-9a-f-]+$/)
    await erik.getByRole('heading', { level: 1, name: `${project.name} (${project.code})` }).waitFor()
    await erik.getByRole('tab', { name: 'Översikt', selected: true }).waitFor()
    await expect(erik.getByLabel('Slutdatum').inputValue()).resolves.toBe('2028-05-31')
    // Warehouses are an admin list: a purchaser's project page does not offer them.
    await expect(erik.getByText('Lager i projektet').count()).resolves.toBe(0)
    await check(erik, 'project-overview-sv')
    await erik.getByRole('tab', { name: 'Artiklar' }).click()
    await erik.waitForURL(/\?tab=articles$/)
    await expect(erik.getByRole('textbox', { name: 'Planerat antal, rad 1' }).inputValue()).resolves.toBe(
      '400.000',
    )
    await erik.getByRole('textbox', { name: 'Planerat antal, rad 2' }).fill('850')
    await erik.getByTestId('save-project-articles').click()
    await erik.getByText('Projektets artiklar har sparats').waitFor()
    await check(erik, 'project-articles-sv')
    const projectUrl = erik.url()

    // The base layer follows the default workflow, planned back from the project's end date; Erik
    // starts its lab dip.
    const base = erik.getByTestId('article-milestones-of').filter({ hasText: 'NO-3002' })
    await base.getByText('Inget flöde tillämpat än').waitFor()
    await base.getByRole('button', { name: /^Tillämpa ett flöde på NO-3002/ }).click()
    const dialog = erik.getByRole('dialog', { name: /^Tillämpa ett produktionsflöde på NO-3002/ })
    await expect(dialog.getByRole('combobox', { name: 'Flöde' }).inputValue()).resolves.toMatch(
      /^Apparel standard · standard · 57 dagar$/,
    )
    await dialog.getByTestId('apply-workflow-submit').click()
    await dialog.waitFor({ state: 'hidden' })
    await base.getByText(/^Apparel standard · planerat bakåt från projektets slutdatum/).waitFor()
    await base.getByRole('row', { name: /Ex-factory.*2028-05-31/ }).waitFor()
    await base.getByRole('row', { name: /Final inspection.*2028-05-29/ }).waitFor()
    const labDip = base.getByRole('combobox', { name: 'Status för Lab dip approved' })
    await labDip.click()
    await erik.getByRole('option', { name: 'Pågår' }).click()
    // Open again once the server has taken the change (the locator waits as long as the page may).
    await base.getByRole('combobox', { name: 'Status för Lab dip approved', disabled: false }).waitFor()
    await expect(labDip.inputValue()).resolves.toBe('Pågår')
    await check(erik, 'project-article-milestones-sv')

    await erik.getByRole('tab', { name: 'Offertförfrågningar' }).click()
    await erik.getByRole('heading', { name: 'Offertförfrågningar i projektet' }).waitFor()
    await check(erik, 'project-quotations-tab-sv')

    await erik.goto('/projects')
    await erik
      .getByRole('row', { name: new RegExp(`${project.code}.*${project.name}.*2028.*Erik Lund`) })
      .waitFor()
    await erik.getByRole('combobox', { name: 'Personer' }).click()
    await erik.getByRole('option', { name: 'Mina projekt' }).click()
    // Erik manages the autumn capsule and the new project; the flagship launch is Anna's.
    await erik.getByRole('row', { name: /STH-LAUNCH/ }).waitFor({ state: 'detached' })
    await erik.getByRole('row', { name: /AW27-CAPSULE/ }).waitFor()
    await erik.getByRole('row', { name: new RegExp(project.code) }).waitFor()
    expect(missingTextKeys(erik)).toEqual([])

    // In English the plan reads the same, after a reload: the started lab dip stayed.
    await erik.goto(projectUrl)
    await chooseLanguage(erik, 'en')
    const inEnglish = erik.getByTestId('article-milestones-of').filter({ hasText: 'NO-3002' })
    await inEnglish.getByText(/^Apparel standard · planned backwards from the project's end date/).waitFor()
    await expect(
      inEnglish.getByRole('combobox', { name: 'Status of Lab dip approved' }).inputValue(),
    ).resolves.toBe('In progress')
    await check(erik, 'project-article-milestones-en')
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
    await lina.getByTestId('wizard-next').click()
    await lina.getByText('This field is required').first().waitFor()
    await check(lina, 'project-create-en')
    expect(missingTextKeys(lina)).toEqual([])
    await lina.context().close()
  })
})
