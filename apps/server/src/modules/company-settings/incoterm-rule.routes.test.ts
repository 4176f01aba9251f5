import { addressEndpoints, paramEndpoints, incotermRuleEndpoints as rules } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { companyListSuite } from '../../testing/company-list-suite.ts'
import { addressBody, created, notAllowedValue, required, unavailable } from './testing/settings-fixtures.ts'

const unknownId = '00000000-0000-4000-8000-000000000000'

companyListSuite(
  {
    path: '/api/incoterm-rules',
    entityType: 'incoterm-rule',
    body: async ({ admin }) => ({
      ship_from_address_id: (
        await created(
          admin,
          addressEndpoints.create,
          addressBody({ label: 'Porto mill', type: 'pickup', city: 'Porto', country: 'PT' }),
        )
      ).id,
      incoterm: 'FOB',
      freight_payer: 'buyer',
      named_place: 'Leixões',
    }),
    changes: { incoterm: 'CIF', freight_payer: 'supplier', named_place: 'Gothenburg' },
    search: 'leix',
    refusals: [
      { changes: { incoterm: 'XYZ' }, field: 'incoterm', messages: notAllowedValue },
      { changes: { incoterm: null }, field: 'incoterm', messages: required },
      { changes: { freight_payer: 'forwarder' }, field: 'freight_payer', messages: notAllowedValue },
      {
        changes: { named_place: 'x'.repeat(121) },
        field: 'named_place',
        messages: { sv: 'Ange högst 120 tecken', en: 'Enter at most 120 characters' },
      },
      { changes: { supplier_id: unknownId }, field: 'supplier_id', messages: unavailable },
      { changes: { ship_from_address_id: unknownId }, field: 'ship_from_address_id', messages: unavailable },
    ],
  },
  (clients) => {
    describe('incoterm rules', () => {
      it('keeps one rule per supplier and ship-from, in sv and en', async () => {
        const { admin } = clients()
        const params = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'suppliers' } })
        const baltic = params.suppliers!.find((option) => option.name.startsWith('Baltic'))!
        const body = { supplier_id: baltic.id, incoterm: 'FCA' as const, named_place: 'Kaunas' }
        const first = await created(admin, rules.create, body)
        expect(first).toMatchObject({
          supplier_id: baltic.id,
          ship_from_address_id: null,
          freight_payer: 'buyer',
        })
        const messages = {
          sv: 'Det finns redan en regel för den här leverantören och avsändaradressen',
          en: 'There is already a rule for this supplier and ship-from',
        }
        for (const locale of ['sv', 'en'] as const) {
          const again = await admin.request(rules.create, { body: { ...body, incoterm: 'EXW' }, locale })
          expect(again.statusCode).toBe(422)
          expect(again.json().errors).toEqual({ supplier_id: [messages[locale]] })
        }
        // The demo default names no supplier and no ship-from: it is the one rule for anything.
        const anything = await admin.request(rules.create, { body: { incoterm: 'DDP' }, locale: 'en' })
        expect(anything.json().errors).toEqual({ supplier_id: [messages.en] })
        expect(await admin.call(rules.get, { params: { id: first.id } })).toEqual(first)
      })

      it('moves the default flag to the newest default rule', async () => {
        const { admin } = clients()
        const listed = await admin.call(rules.list, {
          query: { filter: { incoterm: 'FCA' }, per_page: 'all' },
        })
        const seeded = listed.data.find((rule) => rule.is_default)!
        expect(seeded).toMatchObject({
          freight_payer: 'buyer',
          supplier_id: null,
          ship_from_address_id: null,
        })
        const riga = await created(
          admin,
          addressEndpoints.create,
          addressBody({ label: 'Riga mill', type: 'pickup', city: 'Riga', country: 'LV' }),
        )
        const next = await created(admin, rules.create, {
          ship_from_address_id: riga.id,
          incoterm: 'EXW',
          is_default: true,
        })
        expect(await admin.call(rules.get, { params: { id: seeded.id } })).toMatchObject({
          is_default: false,
          version: seeded.version + 1,
        })
        expect(next.is_default).toBe(true)
        const first = (await admin.call(rules.list, { query: {} })).data[0]
        expect(first?.id).toBe(next.id)
      })
    })
  },
)
