import { describe, expect, it } from 'vitest'
import { confirmDialog, missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar } from '../support/navbar.ts'

const app = journey(3860)

// Anna (admin, Swedish) books the trims used on the jackets out of the distribution centre: she saves a
// draft of two rows, corrects a quantity, sends it (the stock drops, as its rows and the ledger show)
// and deletes the demo's draft, which was never used.
describe('consumables postings', () => {
  it('an admin posts consumables used out of the distribution centre and deletes a stale draft', async () => {
    const anna = await app.newPage()
    await signIn(anna, 'admin@nordic.demo')
    await chooseFromNavbar(anna, 'Leverantörer/Kunder & Artiklar', 'Förbrukningsuttag')
    await anna.getByRole('heading', { level: 1, name: 'Förbrukningsuttag' }).waitFor()
    await anna.getByRole('row', { name: /CP-0001.*Gothenburg DC.*PRD-00001.*Skickat/ }).waitFor()
    await check(anna, 'consumables-postings-list-sv')

    await anna.getByTestId('create-posting').click()
    await anna.getByRole('heading', { level: 1, name: 'Nytt förbrukningsuttag' }).waitFor()
    await anna.getByRole('combobox', { name: 'Lager' }).click()
    await anna.getByRole('option', { name: 'Gothenburg DC (GOT-DC)' }).click()
    await anna.getByLabel('Referens').fill('PRD-00001')
    await anna.getByRole('combobox', { name: 'Artikel, rad 1' }).fill('NO-4005')
    await anna.getByRole('option', { name: /NO-4005/ }).click()
    await anna.getByLabel('Förbrukat antal, rad 1', { exact: true }).fill('10')
    // The form says what the warehouse has of the article, as the transaction form does.
    const formRow = anna.getByTestId('stock-row').first()
    await expect.poll(() => formRow.getByTestId('row-available').textContent()).toBe('1 500')
    await anna.getByTestId('add-row').click()
    await anna.getByRole('combobox', { name: 'Artikel, rad 2' }).fill('NO-4001')
    await anna.getByRole('option', { name: /NO-4001/ }).click()
    await anna.getByLabel('Förbrukat antal, rad 2', { exact: true }).fill('4')
    await check(anna, 'consumables-posting-create-sv')
    await anna.getByTestId('save-posting').click()

    const title = anna.getByRole('heading', { level: 1, name: /^Förbrukningsuttag CP-\d{4}$/ })
    await title.waitFor()
    const number = (await title.textContent())!.replace('Förbrukningsuttag ', '')
    const pullers = anna.getByTestId('stock-row').filter({ hasText: 'NO-4005' })
    await expect(pullers.getByTestId('row-available').textContent()).resolves.toBe('1 500')

    await anna.getByTestId('edit-posting').click()
    await anna.getByRole('heading', { level: 1, name: `Ändra ${number}` }).waitFor()
    await anna.getByLabel('Förbrukat antal, rad 1', { exact: true }).fill('12')
    await anna.getByTestId('save-posting').click()
    await anna.getByText(`Förbrukningsuttag ${number} sparades`).waitFor()
    await expect.poll(() => pullers.getByTestId('row-quantity').textContent()).toBe('12')
    await check(anna, 'consumables-posting-draft-sv')

    await anna.getByTestId('send-posting').click()
    await anna.getByRole('dialog', { name: `Skicka ${number}?` }).waitFor()
    await confirmDialog(anna, 'Skicka')
    await anna.getByText(`Förbrukningsuttag ${number} är skickat och lagret har uppdaterats`).waitFor()
    await expect.poll(() => pullers.getByTestId('row-available').textContent()).toBe('1 488')
    await expect(anna.getByTestId('edit-posting').count()).resolves.toBe(0)
    await anna.getByText('Skickat av').waitFor()
    await check(anna, 'consumables-posting-sent-sv')

    await chooseFromNavbar(anna, 'Leverantörer/Kunder & Artiklar', 'Lager')
    await anna.getByRole('row', { name: /NO-4005.*Gothenburg DC/ }).click()
    await anna
      .getByRole('dialog', { name: 'Lagerhistorik: NO-4005 Zip puller' })
      .getByRole('row', { name: new RegExp(`Förbrukningsuttag: ${number}.*-12.*1 488`) })
      .waitFor()
    await anna.getByRole('button', { name: 'Stäng' }).click()

    await chooseFromNavbar(anna, 'Leverantörer/Kunder & Artiklar', 'Förbrukningsuttag')
    await anna.getByRole('row', { name: /CP-0002.*Utkast/ }).click()
    await anna.getByTestId('delete-posting').click()
    await anna.getByRole('dialog', { name: 'Ta bort CP-0002?' }).waitFor()
    await confirmDialog(anna, 'Ta bort')
    await anna.getByRole('heading', { level: 1, name: 'Förbrukningsuttag' }).waitFor()
    await anna.getByRole('row', { name: new RegExp(`${number}.*Skickat`) }).waitFor()
    // The list may show what it held before the deletion until its refetch answers.
    await expect.poll(() => anna.getByRole('row', { name: /CP-0002/ }).count()).toBe(0)
    expect(missingTextKeys(anna)).toEqual([])
    await anna.context().close()
  })
})
