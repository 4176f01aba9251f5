import { describe, expect, it } from 'vitest'
import { api, apiSignIn } from '../support/api.ts'
import { missingTextKeys } from '../support/browser.ts'
import { check } from '../support/check.ts'
import { journeyNow } from '../support/clock.ts'
import { journey } from '../support/journey.ts'
import { findMailLink } from '../support/mail.ts'

const app = journey(3670)

// Erik (Nordic, Swedish) asks an external supplier, Tallinn Knit, for a quotation by e-mail. Its sales
// contact opens the mailed link without an account, answers in Swedish, is told a required criterion
// has no answer, answers it and sends (its audit report uploaded as the file criterion's answer);
// reads it back in English; once the deadline has passed the link
// says the request is closed, and a link that does not exist says so (spec §8).
const email = 'offert@tallinn-knit.example'
const report = Buffer.from('%PDF-1.4\n% Tallinn Knit social audit\ntrailer << >>\n%%EOF\n')

interface Id {
  id: string
}

// The request, drafted and sent through the API: drafting and sending are the quotations journeys'.
async function sentToExternal(baseUrl: string) {
  const erik = await apiSignIn(baseUrl, 'buyer@nordic.demo')
  const get = <T>(path: string) => api<{ data: T[] }>(baseUrl, erik, 'GET', path)
  const [template] = (await get<Id>('/quotation-templates?search=Outerwear')).data
  const [article] = (await get<Id>('/articles?search=NO-1003')).data
  const general = {
    name: 'Vadderade västar AW27',
    reference: null,
    assignee_id: null,
    project_id: null,
    currency: 'EUR',
    budget: null,
    due_date: null,
    description: null,
  }
  const draft = await api<Id & { number: string }>(baseUrl, erik, 'POST', '/quotations', {
    ...general,
    deadline: '2027-01-15',
    template_id: template!.id,
  })
  const path = `/quotations/${draft.id}`
  await api(baseUrl, erik, 'PUT', `${path}/items`, {
    items: [{ article_id: article!.id, quantity: '400' }],
    version: 0,
  })
  await api(baseUrl, erik, 'PUT', `${path}/suppliers`, {
    suppliers: [{ name: 'Tallinn Knit OÜ', email }],
    version: 1,
  })
  await api(baseUrl, erik, 'POST', `${path}/send`, { version: 2 })
  // The deadline passes: the buyer moves it to yesterday.
  const close = async () => {
    const current = await api<{ version: number }>(baseUrl, erik, 'GET', path)
    const yesterday = new Date(journeyNow().getTime() - 86_400_000).toISOString().slice(0, 10)
    await api(baseUrl, erik, 'PUT', path, { ...general, deadline: yesterday, version: current.version })
  }
  return { ...draft, close }
}

describe('quotation by guest link', () => {
  it('an external supplier answers from the mailed link, refused until the required criteria are answered', async () => {
    const quotation = await sentToExternal(app.server.url)
    const link = await findMailLink(app.server, email, '/guest/quotation-invites/', { timeout: 30_000 })
    expect(new URL(link).pathname).toMatch(/^\/guest\/quotation-invites\/[A-Za-z0-9_-]{43}$/)
    expect(new URL(link).searchParams.get('lang')).toBe('sv')

    const guest = await app.newPage()
    const opened = await guest.goto(link)
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer')
    await guest
      .getByRole('heading', {
        level: 1,
        name: 'Nordic Outdoor AB ber dig om en offert: Vadderade västar AW27',
      })
      .waitFor()
    await guest.getByTestId('invite-overview').waitFor()
    await check(guest, 'guest-quotation-general-sv')
    await guest.getByTestId('wizard-next').click()

    // Four of the five required criteria, and a price; the code of conduct is left open.
    const criteria = guest.getByTestId('response-criteria')
    await criteria.getByRole('combobox', { name: 'Payment terms' }).click()
    await guest.getByRole('option', { name: '60 days' }).click()
    await criteria.getByLabel(/^Price validity \(days\)/).fill('60')
    await criteria.getByLabel(/^Lead time from order \(days\)/).fill('70')
    await criteria.getByLabel(/^Waterproofness of shell fabric \(mm\)/).fill('10000')
    await guest.getByTestId('response-offers').getByLabel('Ert styckpris, NO-1003').fill('57.40')
    // The file criterion takes the report by the link, as a supplier in the app gives it.
    const chooser = guest.waitForEvent('filechooser')
    await criteria.getByRole('button', { name: 'Ladda upp fil: Latest social audit report' }).click()
    await (await chooser).setFiles({ name: 'tallinn-audit.pdf', mimeType: 'application/pdf', buffer: report })
    await criteria.getByRole('button', { name: 'tallinn-audit.pdf' }).waitFor()
    await check(guest, 'guest-quotation-criteria-sv')
    await guest.getByTestId('wizard-next').click()
    await guest.getByTestId('wizard-next').click()
    await guest.getByTestId('response-summary').waitFor()
    await guest.getByTestId('wizard-finish').click()
    await guest
      .getByTestId('response-refused')
      .getByText('Svar saknas för några obligatoriska kriterier')
      .waitFor()
    await check(guest, 'guest-quotation-refused-sv')

    await criteria.getByRole('combobox', { name: 'Signed our supplier code of conduct' }).click()
    await guest.getByRole('option', { name: 'Ja' }).click()
    await guest.getByTestId('wizard-next').click()
    await guest.getByTestId('wizard-next').click()
    await guest.getByTestId('wizard-finish').click()
    await guest
      .getByTestId('guest-success')
      .getByText(`Ert svar på ${quotation.number} har skickats`)
      .waitFor()
    await check(guest, 'guest-quotation-sent-sv')
    expect(missingTextKeys(guest)).toEqual([])

    // The same link in English: the answer as sent, still open to change until the deadline.
    await guest.goto(link.replace('lang=sv', 'lang=en'))
    await guest
      .getByRole('heading', {
        level: 1,
        name: 'Nordic Outdoor AB asks you for a quotation: Vadderade västar AW27',
      })
      .waitFor()
    await guest.getByTestId('invite-overview').waitFor()
    await check(guest, 'guest-quotation-answered-en')
    // The sent report is still the file criterion's answer, open to change.
    await guest.getByTestId('wizard-next').click()
    await guest.getByTestId('response-criteria').getByRole('button', { name: 'tallinn-audit.pdf' }).waitFor()
    // It cannot make the quantity asked of the first article, and proposes another; the buyer decides.
    const deviations = guest.getByTestId('supplier-deviations')
    await deviations.getByTestId('propose-deviation').click()
    const proposal = guest.getByRole('dialog', { name: 'Propose a deviation' })
    await proposal
      .getByRole('textbox', { name: /^Quantity of / })
      .first()
      .fill('999')
    await proposal.getByLabel('Reason').fill('Our minimum run is 999 pieces.')
    await proposal.getByTestId('send-deviation').click()
    await proposal.waitFor({ state: 'hidden' })
    await deviations.getByText('Pending').waitFor()
    await deviations.getByText('Our minimum run is 999 pieces.').waitFor()
    await check(guest, 'guest-quotation-deviation-en')

    // After the deadline the link still opens, and says why it takes no answer.
    await quotation.close()
    await guest.reload()
    await guest
      .getByTestId('invite-closed')
      .getByText('This request no longer takes answers', { exact: false })
      .waitFor()
    await check(guest, 'guest-quotation-closed-en')

    // A link that does not work, whatever the reason (spec §8).
    await guest.goto('/guest/quotation-invites/no-such-link-token-at-all?lang=en')
    await expect(guest.getByTestId('guest-link-invalid').textContent()).resolves.toBe(
      "The link you clicked doesn't work.",
    )
    await check(guest, 'guest-quotation-invalid-en')
    expect(missingTextKeys(guest)).toEqual([])
    await guest.context().close()
  })
})
