import { addressEndpoints, contactEndpoints } from '@scm/contracts'
import { describe, it } from 'vitest'
import { toCall } from '../../testing/api-client.ts'
import { companyListSuite, expectInUse } from '../../testing/company-list-suite.ts'
import { addressBody, created, notAllowedValue, required } from './testing/settings-fixtures.ts'

companyListSuite(
  {
    path: '/api/contacts',
    entityType: 'contact',
    param: 'contacts',
    body: () => ({
      title: 'Logistics manager',
      first_name: 'Maja',
      last_name: 'Lind',
      phone: '+46 31 123 45',
      email: ' Maja.Lind@Nordic.demo ',
      locale: 'en',
    }),
    changes: { last_name: 'Lindqvist', email: 'maja.lindqvist@nordic.demo', phone: null },
    search: 'lind',
    refusals: [
      { changes: { first_name: '' }, field: 'first_name', messages: required },
      {
        changes: { email: 'maja' },
        field: 'email',
        messages: { sv: 'Ange en giltig e-postadress', en: 'Enter a valid e-mail address' },
      },
      {
        changes: { phone: 'call me' },
        field: 'phone',
        messages: { sv: 'Fältets format är ogiltigt', en: 'The format of this field is invalid' },
      },
      { changes: { locale: 'de' }, field: 'locale', messages: notAllowedValue },
    ],
  },
  (clients) => {
    describe('contacts in use', () => {
      it('refuses deleting a contact an address names', async () => {
        const { admin } = clients()
        const contact = await created(admin, contactEndpoints.create, {
          first_name: 'Per',
          last_name: 'Ek',
          email: 'per@nordic.demo',
        })
        await created(admin, addressEndpoints.create, addressBody({ contact_id: contact.id }))
        await expectInUse(admin, toCall(contactEndpoints.get, { params: { id: contact.id } }).url)
      })
    })
  },
)
