import { vatEndpoints as vats } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { companyListSuite } from '../../testing/company-list-suite.ts'

companyListSuite(
  {
    path: '/api/vats',
    entityType: 'vat',
    param: 'vats',
    body: () => ({ name: 'Standard rate', value: '25.00', code: 'S25', reverse_charge: false }),
    changes: { name: 'Standard rate SE', value: '25.5' },
    search: 's25',
    refusals: [
      {
        changes: { name: ' ' },
        field: 'name',
        messages: { sv: 'Fältet är obligatoriskt', en: 'This field is required' },
      },
      {
        changes: { value: '101' },
        field: 'value',
        messages: { sv: 'Ange en procentsats mellan 0 och 100', en: 'Enter a percentage between 0 and 100' },
      },
      {
        changes: { value: '12.345' },
        field: 'value',
        messages: {
          sv: 'Fältet måste ha högst 3 siffror före och 2 efter "."',
          en: 'The field must follow the format with at most 3 digits before and 2 after "."',
        },
      },
      {
        changes: { reverse_charge: 'yes' },
        field: 'reverse_charge',
        messages: { sv: 'Värdet har fel typ', en: 'This value has the wrong type' },
      },
    ],
  },
  (clients) => {
    describe('VAT rates', () => {
      it('keeps names unique per company and stores the rate exactly (numeric, not float)', async () => {
        const { admin, baltic } = clients()
        const first = await admin.request(vats.create, { body: { name: 'Reduced', value: 12, code: null } })
        expect(first.statusCode, first.body).toBe(201)
        expect(first.json()).toMatchObject({ value: '12', reverse_charge: false, active: true })
        const again = await admin.request(vats.create, {
          body: { name: 'REDUCED', value: '6' },
          locale: 'en',
        })
        expect(again.statusCode).toBe(422)
        expect(again.json().errors).toEqual({ name: ['This name is already in use'] })
        expect((await baltic.call(vats.create, { body: { name: 'Reduced', value: '0.1' } })).value).toBe(
          '0.1',
        )
      })
    })
  },
)
