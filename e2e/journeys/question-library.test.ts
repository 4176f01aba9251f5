import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'

const app = journey(3610)

// Anna (admin, Swedish) opens the question library by its address (the quotation screens will link to
// it), adds a question after the form refuses a blank answer and an overlong question, edits it, loses a
// save to her own second tab and makes it again, finds it by a word of its answer and deletes it. Lina,
// the supplier's admin, has a library of her own: empty, in English, with none of Nordic's questions.
const question = 'Kan ni leverera till vårt lager i Göteborg i kartonger med blandade storlekar?'
const answer = 'Ja, men högst fyra storlekar per kartong och en packlista på utsidan.'
const row = (page: Page) => page.getByRole('row', { name: /Kan ni leverera till vårt lager/ })

async function openLibrary(page: Page, heading: string) {
  await page.goto('/question-library')
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

async function editAnswer(page: Page, text: string) {
  await row(page).click()
  const dialog = page.getByRole('dialog', { name: 'Redigera fråga' })
  await dialog.getByRole('textbox', { name: /^Svar/ }).fill(text)
  return dialog
}

describe('question library', () => {
  it('an admin keeps the questions suppliers are asked, in Swedish', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await openLibrary(anna, 'Frågebibliotek')
    await anna.getByRole('row', { name: /minimum order quantity.*Commercial.*300 pieces.*Aktiv/ }).waitFor()
    await anna.getByRole('row', { name: /REACH.*Compliance/ }).waitFor()
    await anna.getByRole('row', { name: /Oeko-Tex.*Inaktiv/ }).waitFor()
    await check(anna, 'question-library-list-sv')

    await anna.getByTestId('create-question').click()
    const create = anna.getByRole('dialog', { name: 'Ny fråga' })
    await create.getByRole('textbox', { name: /^Fråga/ }).fill('V'.repeat(501))
    await create.getByRole('button', { name: 'Spara' }).click()
    await create.getByText('Ange högst 500 tecken').waitFor()
    await check(anna, 'question-create-refused-sv')
    await create.getByRole('textbox', { name: /^Fråga/ }).fill(question)
    await create.getByText('Ange högst 500 tecken').waitFor({ state: 'detached' })
    await create.getByRole('button', { name: 'Spara' }).click()
    await create.getByText('Fältet är obligatoriskt').waitFor()

    await create.getByRole('textbox', { name: /^Svar/ }).fill(answer)
    await create.getByLabel(/^Kategori/).fill('Pack')
    await anna.getByRole('option', { name: 'Packaging' }).click()
    await create.getByRole('button', { name: 'Spara' }).click()
    await create.waitFor({ state: 'hidden' })
    await anna.getByText('Frågan har sparats').waitFor()
    await expect(row(anna).textContent()).resolves.toContain('Packaging')

    // The same question open in a second tab and saved there first: the first tab's save is refused.
    const again = await app.newPage()
    await signIn(again, 'admin@nordic.demo')
    await openLibrary(again, 'Frågebibliotek')
    const stale = await editAnswer(anna, `${answer} Stale.`)
    const first = await editAnswer(again, `${answer} Märk kartongen med "MIX".`)
    await first.getByRole('button', { name: 'Spara' }).click()
    await first.waitFor({ state: 'hidden' })
    await again.context().close()
    await stale.getByRole('button', { name: 'Spara' }).click()
    await stale.getByTestId('form-conflict').waitFor()
    await stale.getByText('Någon annan sparade posten medan du redigerade.', { exact: false }).waitFor()
    // The alert shows at once; the record as the other tab saved it arrives with the next read.
    await expect.poll(() => stale.getByRole('textbox', { name: /^Svar/ }).inputValue()).toContain('MIX')
    await check(anna, 'question-conflict-sv')
    await stale.getByRole('textbox', { name: /^Svar/ }).fill(`${answer} Märk kartongen "MIX" på två sidor.`)
    await stale.getByRole('button', { name: 'Spara' }).click()
    await stale.waitFor({ state: 'hidden' })

    await anna.getByRole('searchbox', { name: 'Sök' }).fill('två sidor')
    await row(anna).waitFor()
    await anna.getByRole('row', { name: /REACH/ }).waitFor({ state: 'detached' })
    await check(anna, 'question-search-sv')

    // Retired first, as a question in use would be; then, unused, deleted.
    await row(anna).getByTestId('row-menu').click()
    await anna.getByRole('menuitem', { name: 'Inaktivera' }).click()
    const retire = anna.getByRole('dialog', { name: 'Inaktivera frågan?' })
    await retire.getByText('men kan inte bifogas nya', { exact: false }).waitFor()
    await retire.getByRole('button', { name: 'Inaktivera' }).click()
    await anna.getByText('Frågan har inaktiverats').waitFor()
    await anna.getByRole('row', { name: /Kan ni leverera.*Inaktiv/ }).waitFor()

    await row(anna).getByTestId('row-menu').click()
    await anna.getByRole('menuitem', { name: 'Ta bort' }).click()
    const confirm = anna.getByRole('dialog', { name: 'Ta bort frågan?' })
    await confirm.getByText(`”${question}” tas bort ur frågebiblioteket.`, { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Ta bort' }).click()
    await anna.getByText('Frågan har tagits bort').waitFor()
    await row(anna).waitFor({ state: 'detached' })
    await anna.getByTestId('list-empty').waitFor()
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })

  it("a supplier's admin has a library of her own, empty, in English", async () => {
    const lina = await app.newPage()
    await signIn(lina, 'supplier@baltic.demo')
    await openLibrary(lina, 'Question library')
    await lina.getByText('Nothing to display').waitFor()
    await expect(lina.getByText('minimum order quantity', { exact: false }).count()).resolves.toBe(0)
    await check(lina, 'question-library-empty-en')
    // The list says so when it cannot load, and loads again when asked to.
    const list = '**/api/question-library?**'
    await lina.route(list, (request) => request.abort())
    await lina.reload()
    await lina.getByTestId('list-error').getByText('The list could not be loaded').waitFor()
    await check(lina, 'question-library-error-en')
    await lina.unroute(list)
    await lina.getByRole('button', { name: 'Try again' }).click()
    await lina.getByText('Nothing to display').waitFor()
    await lina.getByTestId('create-question').click()
    await lina.getByRole('dialog', { name: 'New question' }).getByRole('button', { name: 'Save' }).click()
    await lina.getByText('This field is required').first().waitFor()
    await check(lina, 'question-create-en')
    expect(missingTextKeys(lina)).toEqual([])
    await lina.context().close()
  })
})
