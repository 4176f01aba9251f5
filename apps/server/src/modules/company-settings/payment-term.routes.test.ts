import { paymentTermEndpoints as terms } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../testing/api-client.ts'
import { companyListSuite } from '../../testing/company-list-suite.ts'
import { created, required } from './testing/settings-fixtures.ts'

const defaults = async (client: ApiClient) =>
  (await client.call(terms.list, { query: { per_page: 'all' } })).data
    .filter((term) => term.is_default)
    .map((term) => term.name)

companyListSuite(
  {
    path: '/api/payment-terms',
    entityType: 'payment-term',
    param: 'payment-terms',
    body: () => ({ name: 'Net 45', credit_days: 45 }),
    changes: { name: 'Net 50', credit_days: 50 },
    search: 'net 4',
    refusals: [
      { changes: { name: '' }, field: 'name', messages: required },
      {
        changes: { credit_days: -5 },
        field: 'credit_days',
        messages: { sv: 'Värdet måste vara minst 0', en: 'The value must be at least 0' },
      },
      {
        changes: { credit_days: 2.5 },
        field: 'credit_days',
        messages: { sv: 'Ange ett heltal', en: 'Enter a whole number' },
      },
    ],
  },
  (clients) => {
    describe('payment terms: exactly one default', () => {
      it('moves the default in one step, and never leaves the company without one', async () => {
        const { admin } = clients()
        const current = await defaults(admin)
        expect(current).toHaveLength(1)
        const prepaid = await created(admin, terms.create, {
          name: 'Prepaid',
          credit_days: 0,
          is_default: true,
        })
        expect(prepaid.is_default).toBe(true)
        expect(await defaults(admin)).toEqual(['Prepaid'])

        const params = { id: prepaid.id }
        const unset = await admin.request(terms.update, {
          params,
          body: { name: 'Prepaid', credit_days: 0, is_default: false, version: 0 },
          locale: 'en',
        })
        expect(unset.statusCode).toBe(422)
        expect(unset.json().errors).toEqual({
          is_default: ['One payment term must be the default: make another term the default instead'],
        })
        const inactive = await admin.request(terms.update, {
          params,
          body: { name: 'Prepaid', credit_days: 0, is_default: true, active: false, version: 0 },
          locale: 'en',
        })
        expect(inactive.json().errors).toEqual({ active: ['The default cannot be inactive'] })

        const refused = await admin.request(terms.remove, { params, locale: 'en' })
        expect(refused.statusCode).toBe(409)
        expect(refused.json().message).toBe(
          'The default payment term cannot be deleted: make another term the default first',
        )
      })

      it('makes the first term of a company its default', async () => {
        const { baltic } = clients()
        const list = (await baltic.call(terms.list, { query: { per_page: 'all' } })).data
        for (const term of list.filter((each) => !each.is_default))
          await baltic.request(terms.remove, { params: { id: term.id } })
        for (const term of list.filter((each) => each.is_default))
          await baltic.request(terms.remove, { params: { id: term.id } })
        expect(await defaults(baltic)).toEqual([])
        const first = await created(baltic, terms.create, { name: 'Net 60', credit_days: 60 })
        expect(first.is_default).toBe(true)
      })
    })
  },
)
