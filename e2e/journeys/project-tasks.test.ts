import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'
import { untilStill } from '../support/stillness.ts'
import { closeToasts } from '../support/toasts.ts'

const app = journey(3780)

// Erik (purchaser, Swedish) plans the autumn capsule: he opens a branch of its task tree, adds a task
// under Production and makes cutting wait for it; lengthening it pushes cutting and the inspection after
// it, and the inspection cannot start before cutting ends. He completes development with its subtasks,
// reorders and deletes, and drags the launch later in the Gantt. Anna (admin) has the same project open
// and sees each change arrive; in English she reads the same plan.
const row = (page: Page, name: string) => page.getByTestId('task-row').filter({ hasText: name })
const cells = async (target: Locator) => (await target.locator('td').allInnerTexts()).slice(0, 5)

async function openCapsule(page: Page) {
  await chooseFromNavbar(page, 'Projekt', 'Projekt')
  await page.getByRole('row', { name: /AW27-CAPSULE/ }).click()
  await page.getByRole('heading', { level: 1, name: 'Autumn trail capsule (AW27-CAPSULE)' }).waitFor()
  await page.getByRole('tab', { name: 'Uppgifter' }).click()
  await row(page, 'Launch in stores').waitFor()
}

async function rowAction(page: Page, name: string, action: string) {
  await row(page, name)
    .getByRole('button', { name: `Åtgärder för ${name}` })
    .click()
  await page.getByRole('menuitem', { name: action }).click()
}

describe('project tasks', () => {
  it('a purchaser plans the capsule in the task tree and the Gantt while a colleague watches', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await openCapsule(erik)
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await openCapsule(anna)

    await expect(row(erik, 'Proto samples').count()).resolves.toBe(0)
    await erik.getByRole('button', { name: 'Öppna Sampling' }).click()
    await row(erik, 'Proto samples').waitFor()
    await check(erik, 'project-tasks-sv')

    await rowAction(erik, 'Production', 'Lägg till en underuppgift')
    const form = erik.getByRole('dialog', { name: 'Ny uppgift under Production' })
    await form.getByLabel('Namn').fill('Trims in house')
    await form.getByLabel('Start').fill('2027-05-03')
    await form.getByLabel('Slut').fill('2027-05-14')
    await form.getByRole('button', { name: 'Spara' }).click()
    await row(erik, 'Trims in house').waitFor()
    // Anna's page follows without a reload.
    await row(anna, 'Trims in house').waitFor()

    await rowAction(erik, 'Cut, make and trim', 'Beroenden…')
    const links = erik.getByRole('dialog', { name: 'Vad Cut, make and trim väntar på' })
    await links.getByRole('row', { name: /Bulk fabric/ }).waitFor()
    await links.getByRole('combobox', { name: 'Lägg till en uppgift den väntar på' }).click()
    await erik.getByRole('option', { name: /Trims in house/ }).click()
    await links.getByTestId('add-link').click()
    await links.getByRole('row', { name: /Trims in house/ }).waitFor()
    await check(erik, 'project-task-links-sv')
    await erik.keyboard.press('Escape')

    await rowAction(erik, 'Trims in house', 'Ändra')
    const edit = erik.getByRole('dialog', { name: 'Ändra Trims in house' })
    await edit.getByLabel('Slut').fill('2027-06-04')
    await edit.getByRole('button', { name: 'Spara' }).click()
    await erik
      .getByText('Uppgiften Trims in house har sparats; 3 andra uppgifter flyttades med den')
      .waitFor()
    await expect(cells(row(erik, 'Cut, make and trim'))).resolves.toEqual([
      'Cut, make and trim',
      '2027-06-05',
      '2027-07-21',
      'EJ PÅBÖRJAD',
      '0 %',
    ])
    await expect(cells(row(erik, 'Final inspection'))).resolves.toContain('2027-07-22')
    await row(anna, 'Final inspection').filter({ hasText: '2027-07-22' }).waitFor()
    await closeToasts(erik)

    await rowAction(erik, 'Final inspection', 'Ändra')
    const early = erik.getByRole('dialog', { name: 'Ändra Final inspection' })
    await early.getByLabel('Start').fill('2027-07-01')
    await early.getByRole('button', { name: 'Spara' }).click()
    await early
      .getByText('Uppgiften skulle börja innan ”Cut, make and trim” är klar (2027-07-21), som den beror på')
      .waitFor()
    await check(erik, 'project-task-refused-sv')
    await early.getByRole('button', { name: 'Avbryt' }).click()

    await rowAction(erik, 'Development', 'Ändra')
    const done = erik.getByRole('dialog', { name: 'Ändra Development' })
    await done.getByRole('combobox', { name: 'Status' }).click()
    await erik.getByRole('option', { name: 'Klar' }).click()
    await done.getByRole('button', { name: 'Spara' }).click()
    await row(erik, 'Fit session').filter({ hasText: 'Klar' }).waitFor()
    await expect(cells(row(erik, 'Salesman samples'))).resolves.toEqual([
      'Salesman samples',
      '2027-04-05',
      '2027-04-16',
      'KLAR',
      '100 %',
    ])

    await rowAction(erik, 'Bulk fabric', 'Flytta ned')
    await expect
      .poll(async () => {
        const names = await erik.getByTestId('task-row').allInnerTexts()
        const at = (task: string) => names.findIndex((name) => name.startsWith(task))
        return at('Bulk fabric') - at('Cut, make and trim')
      })
      .toBe(1)
    await rowAction(erik, 'Trims in house', 'Ta bort')
    await erik.getByTestId('confirm-yes').click()
    await row(erik, 'Trims in house').waitFor({ state: 'detached' })
    await row(anna, 'Trims in house').waitFor({ state: 'detached' })

    // The Gantt, in weeks: the launch is dragged about a week later; the server plans it and both
    // tabs show where it went.
    await erik.getByRole('tab', { name: 'Gantt' }).click()
    const gantt = erik.getByTestId('gantt')
    const bar = gantt.locator('.wx-bar').filter({ hasText: 'Launch in stores' })
    await bar.scrollIntoViewIfNeeded()
    await untilStill(erik)
    const box = (await bar.boundingBox())!
    const from = { x: box.x + Math.min(box.width / 2, 40), y: box.y + box.height / 2 }
    await erik.mouse.move(from.x, from.y)
    await erik.mouse.down()
    await erik.mouse.move(from.x + 35, from.y, { steps: 5 })
    await erik.mouse.move(from.x + 70, from.y, { steps: 5 })
    await erik.mouse.up()
    // Anna, on the tasks tab, sees where the server put it.
    await row(anna, 'Launch in stores').filter({ hasNotText: '2027-08-30' }).waitFor()
    const [, moved] = await cells(row(anna, 'Launch in stores'))
    expect(moved! > '2027-08-30').toBe(true)
    await erik.getByText('Månader', { exact: true }).click()
    await check(erik, 'project-gantt-sv')
    expect(missingTextKeys(erik)).toEqual([])

    await chooseLanguage(anna, 'en')
    await anna.getByRole('tab', { name: 'Tasks', selected: true }).waitFor()
    await row(anna, 'Launch in stores').filter({ hasText: moved! }).waitFor()
    await anna.getByRole('tab', { name: 'Gantt' }).click()
    await anna.getByText('Weeks', { exact: true }).waitFor()
    await check(anna, 'project-tasks-en')
    await erik.context().close()
    await anna.context().close()
  })
})
