import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3650)

describe('project quotations and references', () => {
  it("a purchaser starts a quotation from a project and finds it with the project's and the reference's documents", async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await chooseFromNavbar(erik, 'Projekt', 'Projekt')
    await erik.getByRole('heading', { level: 1, name: 'Projekt' }).waitFor()
    await erik.getByRole('tab', { name: 'Offertförfrågningar' }).click()
    await erik.waitForURL('**/projects/quotations')
    await erik.getByRole('heading', { level: 1, name: 'Projektens offertförfrågningar' }).waitFor()
    await erik.getByText('Inget att visa').waitFor()
    await erik.getByRole('tab', { name: 'Lista' }).click()
    await erik.getByRole('row', { name: /STH-LAUNCH.*Stockholm flagship launch/ }).click()
    await erik.getByRole('heading', { level: 1, name: 'Stockholm flagship launch (STH-LAUNCH)' }).waitFor()
    const projectPath = new URL(erik.url()).pathname
    await erik.getByRole('tab', { name: 'Offertförfrågningar' }).click()
    await erik.getByRole('heading', { name: 'Offertförfrågningar i projektet' }).waitFor()

    await erik.getByTestId('project-create-quotation').click()
    await erik.getByRole('heading', { level: 1, name: 'Ny offertförfrågan' }).waitFor()
    await expect(erik.getByRole('combobox', { name: 'Projekt' }).inputValue()).resolves.toMatch(
      /Stockholm flagship launch/,
    )
    await erik.getByLabel(/^Namn/).fill('Butiksinredning')
    await erik.getByLabel('Referens').fill('AW27 core knit')
    await erik.getByLabel('Svar senast').fill('2026-12-18')
    await erik.getByTestId('wizard-next').click()
    await erik.getByRole('heading', { level: 1, name: /^Offertförfrågan RFQ-\d{6}$/ }).waitFor()

    await erik.goto(`${projectPath}?tab=quotations`)
    const row = erik.getByRole('row', { name: /RFQ-\d{6}.*Butiksinredning.*Utkast.*2026-12-18.*0/ })
    await row.waitFor()
    await check(erik, 'project-quotations-section-sv')
    await row.click()
    await erik.getByRole('heading', { level: 1, name: /^Offertförfrågan RFQ-\d{6}$/ }).waitFor()
    await expect(erik.getByRole('textbox', { name: 'Namn' }).inputValue()).resolves.toBe('Butiksinredning')

    await chooseFromNavbar(erik, 'Projekt', 'Projekt')
    await erik.getByRole('tab', { name: 'Offertförfrågningar' }).click()
    await erik
      .getByRole('row', {
        name: /RFQ-\d{6}.*Butiksinredning.*AW27 core knit.*Utkast.*Stockholm flagship launch/,
      })
      .waitFor()
    await check(erik, 'projects-quotations-tab-sv')

    await chooseFromNavbar(erik, 'Ordrar och offerter', 'Referenser')
    await erik.getByRole('heading', { level: 1, name: 'Referenser' }).waitFor()
    await erik.getByRole('searchbox', { name: 'Sök' }).fill('core knit')
    // One reference, however it was typed, with both its documents.
    const knit = erik.getByRole('row', { name: /AW27 core knit.*2/ })
    await knit.getByRole('link', { name: /^Offertförfrågan RFQ-\d{6}$/ }).waitFor()
    await erik.getByText('1 rad', { exact: true }).waitFor()
    await check(erik, 'references-sv')
    await knit.getByRole('link', { name: /^Order PO-\d{6}$/ }).click()
    await erik.waitForURL(/\/orders\/[0-9a-f-]+$/)
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })

  it('an admin reads the references of her orders and the projects’ quotations in English', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await chooseLanguage(anna, 'en')
    await chooseFromNavbar(anna, 'Orders and Quotations', 'References')
    await anna.getByRole('heading', { level: 1, name: 'References' }).waitFor()
    await anna.getByRole('row', { name: /SS27 base layers.*Order PO-\d{6}.*1/ }).waitFor()
    const knit = anna.getByRole('row', { name: /AW27 core knit.*2/ })
    await knit.getByRole('link', { name: /^Quotation RFQ-\d{6}$/ }).waitFor()
    await knit.getByRole('link', { name: /^Order PO-\d{6}$/ }).waitFor()
    await check(anna, 'references-en')
    await anna.goto('/projects/quotations')
    await anna.getByRole('heading', { level: 1, name: 'Project quotations' }).waitFor()
    await anna.getByRole('row', { name: /Butiksinredning.*Stockholm flagship launch/ }).waitFor()
    await check(anna, 'projects-quotations-tab-en')
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })
})
