import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3790)

// Erik (purchaser, Swedish) opens the capsule's final inspection from the task tree: he reads what it
// waits for and what waits for it, comments, attaches the inspection checklist and finds both in the
// task's history; in English he reads the same page and goes back to the project's tasks.
const historyEntries = (page: Page) => page.getByTestId('task-history-entry')

describe('a task’s own page', () => {
  it('a purchaser opens a task from the tree, comments, attaches a file and reads its history', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await chooseFromNavbar(erik, 'Projekt', 'Projekt')
    await erik.getByRole('row', { name: /AW27-CAPSULE/ }).click()
    await erik.getByRole('tab', { name: 'Uppgifter' }).click()
    await erik.getByRole('link', { name: 'Final inspection' }).click()

    await erik.getByRole('heading', { level: 1, name: 'Final inspection' }).waitFor()
    await erik.getByRole('link', { name: 'Cut, make and trim' }).waitFor()
    await erik.getByText('Inga kommentarer ännu.').waitFor()
    await check(erik, 'task-page-sv')

    await erik.getByLabel('Ny kommentar').fill('Inspektören kommer vecka 30.')
    await erik.getByRole('button', { name: 'Lägg till kommentar' }).click()
    await erik.getByTestId('task-comment').filter({ hasText: 'Inspektören kommer vecka 30.' }).waitFor()

    await erik.locator('input[type=file]').setInputFiles({
      name: 'Inspection checklist.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% checklist\n'),
    })
    await erik.getByRole('button', { name: 'Ladda ner Inspection checklist.pdf' }).waitFor()
    await expect(erik.getByLabel('Ny kommentar').inputValue()).resolves.toBe('')

    await historyEntries(erik).filter({ hasText: 'Fil bifogad' }).waitFor()
    await expect(historyEntries(erik).first().innerText()).resolves.toContain('Inspection checklist.pdf')
    await expect(historyEntries(erik).nth(1).innerText()).resolves.toContain('Inspektören kommer vecka 30.')
    await check(erik, 'task-page-commented-sv')

    await chooseLanguage(erik, 'en')
    await erik.getByRole('heading', { level: 2, name: 'History' }).waitFor()
    await historyEntries(erik).filter({ hasText: 'File attached' }).waitFor()
    await check(erik, 'task-page-en')
    await erik.getByRole('link', { name: 'Back to the tasks of Autumn trail capsule' }).click()
    await erik.getByRole('link', { name: 'Launch in stores' }).waitFor()
  })
})
