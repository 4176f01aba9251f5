import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { confirmDialog, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'

const app = journey(3800)

// Anna of Nordic works in Swedish. She sends "Sampling" of the autumn capsule's plan to an outside
// inspector, who signs in, completes it (which completes the three sample steps under it) and comments;
// Anna's task page then shows it, and she revokes the link.
describe('a project task sent to a guest', () => {
  it('the guest signs in, completes the task and comments; the sender sees it and revokes the link', async () => {
    const inspector = 'inspector@qc.example'
    const token = await apiSignIn(app.server.url, 'admin@nordic.demo')
    const projects = await api<{ data: Array<{ id: string; code: string }> }>(
      app.server.url,
      token,
      'GET',
      '/projects?per_page=all',
    )
    const capsule = projects.data.find((project) => project.code === 'AW27-CAPSULE')!
    const tree = await api<{ tasks: Array<{ id: string; name: string }> }>(
      app.server.url,
      token,
      'GET',
      `/tasks/${capsule.id}/tree`,
    )
    const sampling = tree.tasks.find((task) => task.name === 'Sampling')!

    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await anna.waitForURL('**/dashboard')
    await anna.goto(`/tasks/${sampling.id}`)
    await anna.getByRole('heading', { level: 1, name: 'Sampling' }).waitFor()
    await anna.getByText('Ingen utanför företaget har en länk till uppgiften.').waitFor()
    await anna.getByRole('button', { name: 'Skicka till en gäst' }).click()
    const dialog = anna.getByRole('dialog', { name: 'Skicka ”Sampling” till en gäst' })
    await dialog.getByLabel(/^E-post/).fill(inspector)
    await dialog.getByLabel(/^Lösenord/).fill('kort')
    await dialog.getByTestId('guest-recipient-send').click()
    await dialog.getByText('Ange minst 8 tecken').waitFor()
    await check(anna, 'task-guest-link-refused-sv')
    await dialog.getByLabel(/^Lösenord/).fill('Inspekt-2027')
    await dialog.getByTestId('guest-recipient-send').click()
    await dialog.waitFor({ state: 'hidden' })
    await anna.getByText(`${inspector} kan öppna uppgiften till och med`).waitFor()
    await check(anna, 'task-guest-link-sent-sv')

    const link = await findMailLink(app.server, inspector, '/guest/tasks/')
    const guest = await app.newPage()
    await guest.goto(link)
    await guest.getByRole('heading', { name: 'Logga in för att öppna länken' }).waitFor()
    await check(guest, 'guest-task-sign-in-sv')
    await guest.getByLabel(/^E-post/).fill(inspector)
    await guest.getByLabel(/^Lösenord/).fill('Inspekt-2027')
    await guest.getByRole('button', { name: 'Logga in' }).click()
    await guest.getByRole('heading', { level: 1, name: 'Sampling' }).waitFor()
    await guest
      .getByText('Nordic Outdoor AB ber dig rapportera om denna uppgift i projektet Autumn trail capsule.')
      .waitFor()
    await check(guest, 'guest-task-sv')
    // The guest sees its one task: none of the plan's other tasks, none of its people.
    await expect(guest.getByText('Proto samples').count()).resolves.toBe(0)
    await expect(guest.getByText('Erik Lund').count()).resolves.toBe(0)

    const status = guest.getByRole('combobox', { name: 'Ändra status' })
    await status.click()
    await guest.getByRole('option', { name: 'Klar' }).click()
    await expect.poll(() => status.inputValue()).toBe('Klar')
    // The server's answer: the task completed, and the choice open again.
    await guest.getByText('100 %').waitFor()
    await expect.poll(() => status.isEnabled()).toBe(true)
    await expect(status.inputValue()).resolves.toBe('Klar')
    await guest.getByLabel('Ny kommentar').fill('Proverna är godkända på väveriet.')
    await guest.getByRole('button', { name: 'Lägg till kommentar' }).click()
    await guest.getByText('Proverna är godkända på väveriet.').waitFor()
    await guest.getByText(inspector, { exact: false }).first().waitFor()
    await check(guest, 'guest-task-updated-sv')

    // The page in the guest's other language: the link opens in the one its mail was written in.
    await guest.goto(link.replace('lang=sv', 'lang=en'))
    await guest.getByText('Nordic Outdoor AB asks you to report on this task of the project').waitFor()
    await guest.getByRole('combobox', { name: 'Change status' }).waitFor()
    await check(guest, 'guest-task-en')

    await anna.reload()
    await anna.getByRole('heading', { level: 1, name: 'Sampling' }).waitFor()
    await anna.getByTestId('task-comment').filter({ hasText: 'Proverna är godkända på väveriet.' }).waitFor()
    await anna.getByTestId('task-comment').filter({ hasText: inspector }).waitFor()
    await anna
      .getByTestId('task-history-entry')
      .filter({ hasText: `Ändrad · ${inspector}` })
      .first()
      .waitFor()
    await anna.getByText('Klar').first().waitFor()
    await check(anna, 'task-guest-reported-sv')

    await anna.getByRole('button', { name: 'Återkalla länken' }).click()
    await anna.getByRole('dialog', { name: 'Återkalla gästens länk?' }).waitFor()
    await check(anna, 'task-guest-revoke-sv')
    await confirmDialog(anna, 'Återkalla länken')
    await anna.getByText('Ingen utanför företaget har en länk till uppgiften.').waitFor()

    // The plan's rule held: the three sample steps under "Sampling" are completed too.
    const after = await api<{ tasks: Array<{ name: string; status: string; progress: number }> }>(
      app.server.url,
      token,
      'GET',
      `/tasks/${capsule.id}/tree`,
    )
    for (const name of ['Sampling', 'Proto samples', 'Fit session', 'Salesman samples'])
      expect(after.tasks.find((task) => task.name === name)).toMatchObject({
        status: 'completed',
        progress: 100,
      })
    await anna.context().close()

    await guest.reload()
    await guest.getByTestId('guest-link-invalid').waitFor()
    await check(guest, 'guest-task-revoked-en')
    await guest.context().close()
  })
})
