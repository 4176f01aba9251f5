import { describe, expect, it } from 'vitest'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { chooseFromNavbar } from '../support/navbar.ts'

const app = journey(3630)

describe('quotations', () => {
  it('a purchaser drafts a quotation from a template step by step and finds it in the list', async () => {
    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await chooseFromNavbar(erik, 'Ordrar och offerter', 'Offertförfrågningar')
    await erik.getByRole('heading', { level: 1, name: 'Offertförfrågningar' }).waitFor()
    // The demo's request to Baltic Knit, sent and answered.
    await erik.getByRole('row', { name: /RFQ-\d{6}.*Rain shells SS27.*SS27-RAIN.*Pågående/ }).waitFor()
    // The libraries are reached from here.
    await erik.getByRole('button', { name: 'Bibliotek' }).click()
    await erik.getByRole('menuitem', { name: 'Frågebibliotek' }).waitFor()
    await erik.getByRole('menuitem', { name: 'Filbibliotek' }).waitFor()
    await erik.getByRole('menuitem', { name: 'Offertmallar' }).click()
    await erik.getByRole('heading', { level: 1, name: 'Offertmallar' }).waitFor()
    await erik.goBack()

    await erik.getByTestId('create-quotation').click()
    await erik.getByRole('heading', { level: 1, name: 'Ny offertförfrågan' }).waitFor()
    await erik.getByLabel(/^Namn/).fill('Skaljackor AW27')
    await erik.getByLabel('Referens').fill('AW27-SHELL')
    await erik.getByLabel('Svar senast').fill('2027-01-15')
    await erik.getByLabel('Förfallodatum').fill('2027-01-10')
    await erik.getByLabel('Budget').fill('48000')
    await erik.getByRole('combobox', { name: 'Mall' }).click()
    await erik.getByRole('option', { name: 'Outerwear supplier RFQ' }).click()
    // Baltic from the supplier list, and a mill that is not on it yet, which answers by link.
    const asked = erik.getByTestId('quotation-suppliers')
    await asked.getByRole('button', { name: 'Lägg till leverantör' }).click()
    await asked.getByRole('combobox', { name: 'Leverantör, leverantör 1' }).click()
    await erik.getByRole('option', { name: /Baltic Knit/ }).click()
    await asked.getByRole('button', { name: 'Lägg till leverantör' }).click()
    await asked.getByRole('radiogroup', { name: 'Typ, leverantör 2' }).getByText('Extern').click()
    await asked.getByLabel('Företagsnamn, leverantör 2').fill('Guimarães Malhas')
    await asked.getByLabel('E-post, leverantör 2').fill('sales@guimaraes.example')
    await asked.getByLabel('Organisationsnummer, leverantör 2').fill('PT509876543')
    await erik.getByTestId('wizard-next').click()
    await erik.getByText('Förfallodatumet måste vara samma dag som eller efter svarsdatumet').waitFor()
    await check(erik, 'quotation-general-refused-sv')
    await erik.getByLabel('Förfallodatum').fill('2027-05-01')
    await erik.getByTestId('wizard-next').click()
    // The mill's organisation number is Porto Têxteis', which is on Nordic's list.
    await asked
      .getByText(
        'En leverantör med det här organisationsnumret finns i din leverantörslista: lägg till den därifrån i stället',
      )
      .waitFor()
    await asked.getByLabel('Organisationsnummer, leverantör 2').fill('PT501234567')
    await erik.getByTestId('wizard-next').click()

    // The draft has its number now, and the template's criteria are its own.
    await erik.getByRole('heading', { level: 1, name: /^Offertförfrågan RFQ-\d{6}$/ }).waitFor()
    await erik.waitForURL(/\/quotations\/[0-9a-f-]+\/update$/)
    const criteria = erik.getByTestId('wizard-step-criteria')
    await expect(
      criteria.getByLabel('Kriterium, kriterium 1 i Arbetsvillkor och juridik').inputValue(),
    ).resolves.toBe('Signed our supplier code of conduct')
    await check(erik, 'quotation-criteria-sv')
    await erik.getByTestId('wizard-next').click()

    const financial = erik.getByTestId('wizard-step-financial')
    await financial.getByRole('button', { name: 'Ta bort Price validity (days)' }).click()
    await expect(financial.getByTestId('criterion-row').count()).resolves.toBe(1)
    await erik.getByTestId('wizard-next').click()

    const production = erik.getByTestId('wizard-step-production')
    await production.getByRole('button', { name: 'Lägg till artikel' }).click()
    await production.getByRole('combobox', { name: 'Artikel, artikel 1' }).fill('NO-1001')
    await erik.getByRole('option', { name: /NO-1001/ }).click()
    await production.getByLabel('Antal, artikel 1').fill('1200')
    await production.getByLabel('Målpris, artikel 1').fill('38,5')
    await check(erik, 'quotation-production-sv')
    await erik.getByTestId('wizard-next').click()
    const quality = erik.getByTestId('wizard-step-quality')
    await expect(
      quality.getByLabel('Kriterium, kriterium 1 i Produkt och kvalitet').inputValue(),
    ).resolves.toBe('Waterproofness of shell fabric (mm)')
    await erik.getByTestId('wizard-next').click()
    // The condition of contract: no documents or topics yet (the contract journey adds them).
    await erik
      .getByTestId('wizard-step-contract')
      .getByText('Inga avtalsdokument eller förhandlingsämnen ännu.')
      .waitFor()
    await erik.getByTestId('wizard-next').click()

    const summary = erik.getByTestId('wizard-summary')
    await summary.getByText('NO-1001 × 1 200').waitFor()
    await summary.getByText('Baltic Knit Ltd, Guimarães Malhas (Extern)').waitFor()
    await summary.getByText('1 kriterium, 1 obligatoriskt').waitFor()
    await check(erik, 'quotation-summary-sv')
    await erik.getByTestId('wizard-finish').click()
    await erik.waitForURL('**/quotations')
    await erik.getByText(/Offertförfrågan RFQ-\d{6} har sparats som utkast/).waitFor()
    const row = erik.getByRole('row', {
      name: /RFQ-\d{6}.*Skaljackor AW27.*AW27-SHELL.*Utkast.*2027-01-15.*2027-05-01.*48.000.00 SEK.*1/,
    })
    await row.waitFor()
    await check(erik, 'quotations-list-sv')

    await row.click()
    await erik.getByRole('heading', { level: 1, name: /^Offertförfrågan RFQ-\d{6}$/ }).waitFor()
    await expect(erik.getByLabel(/^Namn/).inputValue()).resolves.toBe('Skaljackor AW27')
    await erik.getByText('Skapad från Outerwear supplier RFQ').waitFor()
    await expect(erik.getByLabel('Företagsnamn, leverantör 2').inputValue()).resolves.toBe('Guimarães Malhas')
    expect(missingTextKeys(erik)).toEqual([])
    await erik.context().close()
  })
})
