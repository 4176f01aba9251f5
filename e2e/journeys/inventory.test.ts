import { describe, expect, it } from 'vitest'
import { signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3840)

// Erik (purchaser, Swedish) looks over the stock: the table by warehouse, what has fallen below its
// minimum, and the ledger behind a figure; then the first goods of a confirmed order arrive and he
// takes them into Gothenburg DC, part of one line now, and reads the stock again in English.
describe('inventory', () => {
  it('a buyer reads stock by warehouse, finds what is below its minimum and opens the ledger of a figure', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await chooseFromNavbar(erik, 'Leverantörer/Kunder & Artiklar', 'Lager')
    await erik.getByRole('heading', { level: 1, name: 'Lager' }).waitFor()
    const sweater = erik.getByRole('row', { name: /NO-2002.*Gothenburg DC.*15.*Under min/ })
    await sweater.waitFor()
    await erik.getByRole('row', { name: /NO-1001.*Stockholm flagship store.*Gothenburg DC/ }).waitFor()
    await check(erik, 'inventory-list-sv')

    await erik.getByRole('row', { name: /NO-2001.*Merino crew sweater Gothenburg DC –/ }).click()
    const ledger = erik.getByRole('dialog', { name: 'Lagerhistorik: NO-2001 Merino crew sweater' })
    await ledger.getByRole('row', { name: /Inventering: Opening stock.*\+210.*210/ }).waitFor()
    await check(erik, 'inventory-ledger-sv')
    await ledger.getByRole('button', { name: 'Stäng' }).click()
    await ledger.waitFor({ state: 'hidden' })

    await chooseFromNavbar(erik, 'Ordrar och offerter', 'Ordrar')
    await erik.getByRole('row', { name: /AW27 core knit/ }).click()
    const first = erik.getByTestId('delivery-view-1')
    await first.getByRole('button', { name: 'Ta emot varor' }).click()
    const receipt = erik.getByRole('dialog', { name: /Ta emot varor för/ })
    await receipt.getByLabel('Ta emot nu, NO-2002').fill('120')
    await expect(receipt.getByLabel('Ta emot nu, NO-2003').inputValue()).resolves.toBe('150')
    await check(erik, 'goods-receipt-sv')
    await receipt.getByRole('button', { name: 'Ta emot', exact: true }).click()
    await receipt.waitFor({ state: 'hidden' })
    await first.getByRole('columnheader', { name: 'Mottaget' }).waitFor()
    await first.getByRole('row', { name: /NO-2002.*200.*120/ }).waitFor()

    await chooseFromNavbar(erik, 'Leverantörer/Kunder & Artiklar', 'Lager')
    await erik.getByRole('row', { name: /NO-2002.*Gothenburg DC.*135.*135.*80/ }).waitFor()
    await erik.getByRole('row', { name: /NO-2003.*Gothenburg DC.*150/ }).waitFor()

    await chooseLanguage(erik, 'en')
    await erik.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor()
    await erik.getByRole('row', { name: /NO-3002.*Gothenburg DC.*12.*Below min/ }).waitFor()
    await erik.getByRole('row', { name: /NO-2002.*Gothenburg DC/ }).click()
    await erik
      .getByRole('dialog', { name: 'Ledger: NO-2002 Merino crew sweater' })
      .getByRole('row', { name: /Goods receipt: .*\+120.*135/ })
      .waitFor()
    await check(erik, 'inventory-list-en')
  })
})
