import { type Permission, type QuestionBody, questionEndpoints } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../testing/api-client.ts'
import { expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { type Clients, companyListSuite } from '../../testing/company-list-suite.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import { required } from '../company-settings/testing/settings-fixtures.ts'

// The buyer, once Nordic's purchaser role holds only these permissions.
async function buyerWith(clients: Clients, permissions: Permission[]) {
  await restrictPurchasers(clients.admin, permissions)
  return clients.buyer
}

const atMost = (max: number) => ({ sv: `Ange högst ${max} tecken`, en: `Enter at most ${max} characters` })

companyListSuite(
  {
    path: '/api/question-library',
    entityType: 'question',
    body: () => ({
      question: 'Which fibres can you trace back to the farm?',
      answer: 'We need the origin of the cotton and wool in every style, with certificates.',
      category: 'Traceability',
    }),
    changes: { answer: 'Cotton and wool, with transaction certificates.', category: null, active: false },
    search: 'farm',
    refusals: [
      { changes: { question: ' ' }, field: 'question', messages: required },
      { changes: { question: 'Q'.repeat(501) }, field: 'question', messages: atMost(500) },
      { changes: { answer: '' }, field: 'answer', messages: required },
      { changes: { answer: 'A'.repeat(5001) }, field: 'answer', messages: atMost(5000) },
      { changes: { category: 'C'.repeat(81) }, field: 'category', messages: atMost(80) },
    ],
    withoutPermission: (clients) => buyerWith(clients, ['list.orders']),
  },
  (clients) => {
    describe('question library: its own rules', () => {
      let admin: ApiClient
      const create = (body: QuestionBody) => admin.call(questionEndpoints.create, { body })

      it('keeps each question once per company, whatever the case; another company may ask it too', async () => {
        admin = clients().admin
        const body = { question: 'Do you ship FOB or FCA?', answer: 'FCA Shanghai, usually.' }
        await create(body)
        await expectFieldError(
          admin,
          toCall(questionEndpoints.create, { body: { ...body, question: 'do you ship fob or fca?' } }),
          'question',
          { sv: 'Frågan finns redan i frågebanken', en: 'This question is already in the question library' },
        )
        const elsewhere = await clients().baltic.request(questionEndpoints.create, { body })
        expect(elsewhere.statusCode, elsewhere.body).toBe(201)
      })

      it('searches answers too, filters by state and by category whatever its case, and sorts', async () => {
        const found = await admin.call(questionEndpoints.list, { query: { search: 'amfori' } })
        expect(found.data.map((each) => each.question)).toEqual([
          'When was your factory last audited for social compliance?',
        ])
        const compliance = await admin.call(questionEndpoints.list, {
          query: { filter: { category: 'compliance', active: 'true' }, sort: '-question' },
        })
        expect(compliance.data.map((each) => each.question)).toEqual([
          'When was your factory last audited for social compliance?',
          'Can you confirm compliance with REACH and our restricted substances list (RSL)?',
        ])
        const retired = await admin.call(questionEndpoints.list, { query: { filter: { active: 'false' } } })
        expect(retired.data.length).toBeGreaterThan(0)
        expect(retired.data.filter((each) => each.active)).toEqual([])
        expect(retired.data.map((each) => each.question)).toContain(
          'Do you offer Oeko-Tex Standard 100 certified trims?',
        )
      })

      it('offers the categories in use, one spelling each, only to its own company', async () => {
        await create({
          question: 'Can you print care labels in Finnish?',
          answer: 'Yes',
          category: 'packaging',
        })
        const { data } = await admin.call(questionEndpoints.categories)
        expect(data).toEqual(['Commercial', 'Compliance', 'Packaging', 'Samples'])
        expect((await clients().baltic.call(questionEndpoints.categories)).data).toEqual([])
      })

      it('lets a user who writes requests for quotation read the questions to attach, not keep them', async () => {
        const buyer = await buyerWith(clients(), ['list.quotations', 'create.quotation'])
        const listed = await buyer.call(questionEndpoints.list, { query: { filter: { active: 'true' } } })
        expect(listed.data.length).toBeGreaterThan(0)
        await buyer.call(questionEndpoints.get, { params: { id: listed.data[0]!.id } })
        await expectStatusForEach(
          buyer,
          [
            toCall(questionEndpoints.create, {
              body: { question: 'Where is it sewn?', answer: 'In our own factory.', category: null },
            }),
          ],
          403,
        )
      })

      it('refuses the categories to a user without manage.faq', async () => {
        const buyer = await buyerWith(clients(), ['list.quotations', 'create.quotation'])
        await expectStatusForEach(buyer, [toCall(questionEndpoints.categories)], 403)
        await expectStatusForEach(clients().guest, [toCall(questionEndpoints.categories)], 401)
      })
    })
  },
)
