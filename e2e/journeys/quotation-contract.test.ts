import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { draftQuotation } from '../support/quotations.ts'
import { untilStill } from '../support/stillness.ts'

const app = journey(3690)

describe('quotation contract negotiation', () => {
  it('a buyer opens a topic, the supplier comments on it while answering, the buyer closes it', async () => {
    const draft = await draftQuotation(app.server.url)
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto(`/quotations/${draft.id}/update`)
    await erik.getByRole('button', { name: 'Avtalsvillkor' }).click()
    const editor = erik.getByTestId('contract-editor')
    await editor.getByText('Inga avtalsdokument eller förhandlingsämnen ännu.').waitFor()
    await editor.getByTestId('contract-title').fill('Vite vid sen leverans')
    await editor.getByLabel('Beskrivning').fill('0,5 % av ordervärdet per vecka, högst 5 %')
    await editor.getByTestId('contract-add').click()
    await editor.getByTestId('contract-section').filter({ hasText: 'Vite vid sen leverans' }).waitFor()

    await editor.getByRole('radiogroup', { name: 'Typ av avsnitt' }).getByText('Avtalsdokument').click()
    await editor.getByTestId('contract-title').fill('Ramavtal 2026')
    await editor.getByTestId('contract-add').click()
    const document = editor.getByTestId('contract-section').filter({ hasText: 'Ramavtal 2026' })
    await document.getByText('Avtalsdokument').waitFor()
    await document.getByRole('button', { name: 'Ändra avsnittet ”Ramavtal 2026”' }).click()
    const form = editor.getByTestId('contract-section-form')
    await form.getByTestId('contract-edit-title').fill('')
    await form.getByTestId('contract-save').click()
    await form.getByText('Fältet är obligatoriskt').waitFor()
    await check(erik, 'quotation-contract-edit-refused-sv')
    // A colleague renames it meanwhile: Erik's save is refused and his form shows her title.
    const token = await apiSignIn(app.server.url, 'buyer@nordic.demo')
    const listed = await api<{ id: string; title: string; version: number }[]>(
      app.server.url,
      token,
      'GET',
      `/quotations/${draft.id}/contract-sections`,
    )
    const stale = listed.find((section) => section.title === 'Ramavtal 2026')!
    await api(app.server.url, token, 'PUT', `/quotations/${draft.id}/contract-sections/${stale.id}`, {
      title: 'Ramavtal 2027',
      description: null,
      version: stale.version,
    })
    await form.getByTestId('contract-edit-title').fill('Ramavtal 2026 rev')
    await form.getByTestId('contract-save').click()
    await editor.getByTestId('form-conflict').waitFor()
    // The sections reload after the refusal, and the form starts again from the latest.
    await expect.poll(() => form.getByTestId('contract-edit-title').inputValue()).toBe('Ramavtal 2027')
    await form.getByTestId('contract-edit-description').fill('Gäller alla order under 2027')
    await form.getByTestId('contract-save').click()
    const edited = editor.getByTestId('contract-section').filter({ hasText: 'Ramavtal 2027' })
    await edited.getByText('Gäller alla order under 2027').waitFor()
    await expect(editor.getByTestId('form-conflict').count()).resolves.toBe(0)
    await check(erik, 'quotation-contract-editor-sv')
    await edited.getByRole('button', { name: 'Ta bort avsnittet ”Ramavtal 2027”' }).click()
    await erik.getByRole('dialog', { name: 'Ta bort avsnittet?' }).getByTestId('confirm-yes').click()
    await edited.waitFor({ state: 'detached' })
    // A topic written but not added is added as Erik leaves the step, and a section's edit typed but not
    // saved is saved, as every step saves what is typed.
    const penalty = editor.getByTestId('contract-section').filter({ hasText: 'Vite vid sen leverans' })
    await penalty.getByRole('button', { name: 'Ändra avsnittet ”Vite vid sen leverans”' }).click()
    await editor
      .getByTestId('contract-section-form')
      .getByTestId('contract-edit-description')
      .fill('1 % per vecka, högst 10 %')
    await editor.getByTestId('contract-title').fill('Betalningsvillkor')
    await erik.getByTestId('wizard-next').click()
    await erik
      .getByTestId('open-topics')
      .getByText('2 ämnen är fortfarande öppna (2 avsnitt)', { exact: false })
      .waitFor()
    await erik.getByTestId('send-quotation').click()
    await erik.getByRole('dialog', { name: 'Skicka förfrågan?' }).getByTestId('confirm-yes').click()
    await erik.getByText(`${draft.number} har skickats till leverantörerna`).waitFor()

    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await lina.waitForURL('**/dashboard')
    await lina.goto('/quotation-invites')
    await lina.getByRole('row', { name: new RegExp(draft.number) }).click()
    await lina.getByTestId('respond').click()
    // General information, then the criteria, left as they are, to the contract details.
    await lina.getByTestId('invite-overview').waitFor()
    await lina.getByTestId('wizard-next').click()
    await lina.getByTestId('response-criteria').waitFor()
    await lina.getByTestId('wizard-next').click()
    const contract = lina.getByTestId('supplier-contract')
    const topic = contract.getByTestId('contract-section').filter({ hasText: 'Vite vid sen leverans' })
    await topic.getByText('1 % per vecka, högst 10 %').waitFor()
    await topic.getByTestId('contract-comment-input').fill('We accept 0.5 % a week, capped at 3 %.')
    await topic.getByRole('button', { name: 'Send comment' }).click()
    await topic.getByTestId('contract-comment').getByText('We accept 0.5 % a week, capped at 3 %.').waitFor()
    await check(lina, 'quotation-contract-supplier-en')
    expect(missingTextKeys(lina)).toEqual([])

    await erik.goto(`/quotations/${draft.id}`)
    const compare = erik.getByTestId('compare-contract')
    const section = compare.getByTestId('contract-section').filter({ hasText: 'Vite vid sen leverans' })
    await section
      .getByTestId('contract-comment')
      .getByText('We accept 0.5 % a week, capped at 3 %.')
      .waitFor()
    await section.getByRole('button', { name: 'Ändra avsnittet ”Vite vid sen leverans”' }).click()
    const topicForm = compare.getByTestId('contract-section-form')
    await topicForm.getByTestId('contract-edit-description').fill('0,5 % av ordervärdet per vecka, högst 3 %')
    await topicForm.getByTestId('contract-save').click()
    await section.getByText('0,5 % av ordervärdet per vecka, högst 3 %').waitFor()
    await section.getByTestId('contract-toggle').click()
    await section.getByText('Stängd').waitFor()
    await expect(section.getByTestId('contract-comment-input').count()).resolves.toBe(0)
    // The button the pointer rests on is shaded as hovered: the contrast check is of the page at rest.
    await erik.mouse.move(0, 0)
    await untilStill(erik)
    await check(erik, 'quotation-contract-closed-sv')
    expect(missingTextKeys(erik)).toEqual([])
    await lina.context().close()
    await erik.context().close()
  })
})
