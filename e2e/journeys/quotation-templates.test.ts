import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'

const app = journey(3600)

describe('quotation templates', () => {
  it('a purchaser creates a template block by block, is told a choice needs options, edits and deletes it', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto('/quotation-templates')
    await erik.getByRole('heading', { level: 1, name: 'Offertmallar' }).waitFor()
    await erik
      .getByRole('row', { name: /Outerwear supplier RFQ.*10.*5.*Ekonomi, Produktion och leverans/ })
      .waitFor()
    await check(erik, 'quotation-templates-sv')

    await erik.getByTestId('create-template').click()
    await erik.getByRole('heading', { level: 1, name: 'Ny offertmall' }).waitFor()
    await erik.getByLabel(/^Namn/).fill('Stickade underställ')
    await erik.getByRole('button', { name: 'Lägg till kriterium: Ekonomi' }).click()
    const payment = 'kriterium 1 i Ekonomi'
    await erik.getByLabel(`Kriterium, ${payment}`).fill('Betalningsvillkor')
    await erik.getByRole('combobox', { name: `Svarstyp, ${payment}` }).click()
    await erik.getByRole('option', { name: 'Val bland alternativ' }).click()
    await erik.getByRole('button', { name: 'Spara' }).click()
    await erik.getByText('Du måste ange värden som leverantören kan välja mellan').waitFor()
    await check(erik, 'quotation-template-refused-sv')

    const options = erik.getByRole('combobox', { name: `Alternativ, ${payment}` })
    await options.fill('30 dagar')
    await options.press('Enter')
    await options.fill('60 dagar')
    await options.press('Enter')
    await erik.getByRole('combobox', { name: `Önskat värde, ${payment}` }).click()
    await erik.getByRole('option', { name: '60 dagar' }).click()

    await erik.getByRole('button', { name: 'Lägg till kriterium: Hållbarhet' }).click()
    const wool = 'kriterium 1 i Hållbarhet'
    await erik.getByLabel(`Kriterium, ${wool}`).fill('Mulesingfri ull')
    await erik.getByRole('combobox', { name: `Svarstyp, ${wool}` }).click()
    await erik.getByRole('option', { name: 'Ja / nej' }).click()
    await erik.getByRole('switch', { name: `Obligatoriskt, ${wool}` }).check()
    await erik.getByRole('combobox', { name: `Önskat värde, ${wool}` }).click()
    await erik.getByRole('option', { name: 'Ja', exact: true }).click()
    await check(erik, 'quotation-template-form-sv')
    await erik.getByRole('button', { name: 'Spara' }).click()
    await erik.waitForURL('**/quotation-templates')
    await erik.getByText('Mallen Stickade underställ har sparats').waitFor()
    await erik.getByRole('row', { name: /Stickade underställ.*2.*1.*Ekonomi, Hållbarhet/ }).click()

    await erik.getByRole('heading', { level: 1, name: 'Stickade underställ' }).waitFor()
    await expect(erik.getByRole('combobox', { name: `Önskat värde, ${payment}` }).inputValue()).resolves.toBe(
      '60 dagar',
    )
    await erik.getByRole('button', { name: 'Ta bort Betalningsvillkor' }).click()
    await erik
      .getByTestId('criteria-block-financial')
      .getByText('Inga kriterier i det här blocket.')
      .waitFor()
    await erik.getByRole('button', { name: 'Spara' }).click()
    await erik.getByRole('row', { name: /Stickade underställ.*1.*1.*Hållbarhet/ }).click()

    await erik.getByRole('heading', { level: 1, name: 'Stickade underställ' }).waitFor()
    await erik.getByRole('button', { name: 'Ta bort', exact: true }).click()
    const confirm = erik.getByRole('dialog', { name: 'Ta bort mallen?' })
    await confirm.getByRole('button', { name: 'Ta bort' }).click()
    await erik.waitForURL('**/quotation-templates')
    await erik.getByText('Mallen Stickade underställ har tagits bort').waitFor()
    await erik.getByRole('row', { name: /Stickade underställ/ }).waitFor({ state: 'detached' })
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })
})
