import { describe, expect, it } from 'vitest'
import { api, apiSignIn, samplePdf, uploadAttachment } from '../support/api.ts'
import { missingTextKeys, signIn } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'
import { untilStill } from '../support/stillness.ts'

const app = journey(3730)

// Erik (Nordic, Swedish) has asked an external supplier, Riga Wool, for a quotation by e-mail, with a
// framework agreement among the contract documents. Its contact lost the mail: Erik sends a new link
// with a password from the compare page, and the old link stops working. The contact signs in to the
// new one and downloads the agreement on the contract step. Erik then revokes the link, after
// confirming, and the page the contact has open says the link no longer works.
const email = 'sales@riga-wool.example'
const supplier = 'Riga Wool SIA'
const agreement = 'Ramavtal 2027.pdf'

interface Id {
  id: string
}

// The request with its contract document, drafted and sent through the API: drafting and sending
// are the quotations journeys'.
async function sentToExternal(baseUrl: string) {
  const erik = await apiSignIn(baseUrl, 'buyer@nordic.demo')
  const [article] = (await api<{ data: Id[] }>(baseUrl, erik, 'GET', '/articles?search=NO-1002')).data
  const draft = await api<Id & { number: string }>(baseUrl, erik, 'POST', '/quotations', {
    name: 'Ullmössor AW27',
    currency: 'EUR',
    deadline: '2027-01-15',
  })
  const path = `/quotations/${draft.id}`
  await api(baseUrl, erik, 'PUT', `${path}/items`, {
    items: [{ article_id: article!.id, quantity: '800' }],
    version: 0,
  })
  await api(baseUrl, erik, 'PUT', `${path}/suppliers`, {
    suppliers: [{ name: supplier, email }],
    version: 1,
  })
  await api(baseUrl, erik, 'POST', `${path}/send`, { version: 2 })
  const section = await api<Id>(baseUrl, erik, 'POST', `${path}/contract-sections`, {
    kind: 'document',
    title: 'Ramavtal',
  })
  await uploadAttachment(
    baseUrl,
    erik,
    { type: 'quotation-contract', entityId: section.id },
    { name: agreement, bytes: samplePdf, contentType: 'application/pdf' },
  )
  return draft
}

// The newest link mailed to the supplier once it differs from the one it had.
async function newLinkAfter(previous: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const link = await findMailLink(app.server, email, '/guest/quotation-invites/')
    if (link !== previous) return link
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('no new link was mailed')
}

describe('a quotation link sent again and revoked', () => {
  it('the buyer sends a new link with a password, the guest downloads a contract document, the buyer revokes the link', async () => {
    const quotation = await sentToExternal(app.server.url)
    const first = await findMailLink(app.server, email, '/guest/quotation-invites/', { timeout: 30_000 })
    const guest = await app.newPage()
    await guest.goto(first)
    await guest.getByTestId('invite-overview').waitFor()

    const erik = await app.newPage()
    await signIn(erik, 'buyer@nordic.demo')
    await erik.waitForURL('**/dashboard')
    await erik.goto(`/quotations/${quotation.id}`)
    const card = erik.getByTestId('compare-supplier').filter({ hasText: supplier })
    await card.getByTestId('compare-guest-link').getByText('Fungerar').waitFor()
    await card.getByTestId('guest-link-resend').click()
    const dialog = erik.getByRole('dialog', { name: `Skicka en ny länk till ${supplier}` })
    await dialog.getByText(`En ny länk e-postas till ${email}; den tidigare slutar fungera.`).waitFor()
    // Too short a password is refused on its field, in Swedish.
    await dialog.getByLabel('Lösenord (valfritt)').fill('kort')
    await dialog.getByTestId('guest-link-send').click()
    await dialog.getByText('Ett lösenord för länken måste ha minst 8 tecken').waitFor()
    await check(erik, 'quotation-guest-link-resend-sv')
    await dialog.getByLabel('Lösenord (valfritt)').fill('riga-ull-2027')
    await dialog.getByTestId('guest-link-send').click()
    await erik.getByText(`En ny länk har e-postats till ${email}`).waitFor()
    await card.getByText('med lösenord', { exact: false }).waitFor()

    // The old link no longer opens; the new one asks for the login details first.
    await guest.reload()
    await guest.getByTestId('guest-link-invalid').waitFor()
    const second = await newLinkAfter(first)
    await guest.goto(second)
    await guest.getByLabel('E-post').fill(email)
    await guest.getByLabel('Lösenord').fill('riga-ull-2027')
    await guest.getByRole('button', { name: 'Logga in' }).click()
    await guest.getByTestId('invite-overview').waitFor()
    await guest.getByTestId('wizard-next').click()
    await guest.getByTestId('response-offers').waitFor()
    await guest.getByTestId('wizard-next').click()
    const document = guest.getByTestId('supplier-contract').getByTestId('contract-section')
    const download = guest.waitForEvent('download')
    await document.getByRole('button', { name: `Ladda ner ${agreement}` }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(agreement)
    await check(guest, 'quotation-guest-contract-file-sv')
    expect(missingTextKeys(guest)).toEqual([])

    await card.getByTestId('guest-link-revoke').click()
    const confirm = erik.getByRole('dialog', { name: `Återkalla länken till ${supplier}?` })
    await confirm
      .getByText(`Länken som skickades till ${email} slutar fungera direkt`, { exact: false })
      .waitFor()
    await check(erik, 'quotation-guest-link-revoke-sv')
    await confirm.getByTestId('confirm-yes').click()
    await card.getByTestId('compare-guest-link').getByText('Återkallad').waitFor()
    await expect(card.getByTestId('guest-link-revoke').count()).resolves.toBe(0)
    await erik.mouse.move(0, 0)
    await untilStill(erik)
    await check(erik, 'quotation-guest-link-revoked-sv')
    expect(missingTextKeys(erik)).toEqual([])

    await guest.reload()
    await guest.getByTestId('guest-link-invalid').waitFor()
    await guest.context().close()
    await erik.context().close()
  })
})
