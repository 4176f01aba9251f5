import { describe, it } from 'vitest'
import { signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar, chooseLanguage } from '../support/navbar.ts'

const app = journey(3840)

// Erik (purchaser, Swedish) looks over the stock: the table by warehouse, what has fallen below its
// minimum, and the ledger behind a figure; then reads the same table in English.
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

    await erik.getByRole('row', { name: /NO-2001.*Merino crew sweater Gothenburg DC N\/A/ }).click()
    const ledger = erik.getByRole('dialog', { name: 'Lagerhistorik: NO-2001 Merino crew sweater' })
    await ledger.getByRole('row', { name: /Inventering: Opening stock.*\+210.*210/ }).waitFor()
    await check(erik, 'inventory-ledger-sv')
    await ledger.getByRole('button', { name: 'Stäng' }).click()
    await ledger.waitFor({ state: 'hidden' })

    await chooseLanguage(erik, 'en')
    await erik.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor()
    await erik.getByRole('row', { name: /NO-3002.*Gothenburg DC.*12.*Below min/ }).waitFor()
    await check(erik, 'inventory-list-en')
  })
})
