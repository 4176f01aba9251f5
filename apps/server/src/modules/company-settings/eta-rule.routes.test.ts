import { addressEndpoints, etaRuleEndpoints as etaRules, warehouseEndpoints } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { companyListSuite } from '../../testing/company-list-suite.ts'
import {
  addressBody,
  created,
  masterDataId,
  notAllowedValue,
  unavailable,
} from './testing/settings-fixtures.ts'

companyListSuite(
  {
    path: '/api/eta-rules',
    entityType: 'eta-rule',
    body: async ({ admin }) => ({
      ship_from_address_id: (
        await created(
          admin,
          addressEndpoints.create,
          addressBody({ label: 'Dhaka factory', type: 'pickup', city: 'Dhaka', country: 'BD' }),
        )
      ).id,
      ship_to_warehouse_id: (
        await created(admin, warehouseEndpoints.create, { code: 'GBG', name: 'Gothenburg' })
      ).id,
      incoterm: 'FOB',
      freight_mode_id: await masterDataId(admin, 'freight-modes', 'Sea'),
      lead_time_days: 35,
    }),
    changes: { lead_time_days: 38, incoterm: 'CIF' },
    search: 'fob',
    refusals: [
      { changes: { incoterm: 'XYZ' }, field: 'incoterm', messages: notAllowedValue },
      {
        changes: { lead_time_days: -1 },
        field: 'lead_time_days',
        messages: { sv: 'Värdet måste vara minst 0', en: 'The value must be at least 0' },
      },
      {
        changes: { ship_to_address_id: '00000000-0000-4000-8000-000000000000' },
        field: 'ship_to_warehouse_id',
        messages: {
          sv: 'Välj en adress eller ett lager som destination, inte båda',
          en: 'Choose an address or a warehouse as destination, not both',
        },
      },
      {
        changes: { freight_mode_id: '00000000-0000-4000-8000-000000000000' },
        field: 'freight_mode_id',
        messages: unavailable,
      },
    ],
  },
  (clients) => {
    describe('ETA rules: one default', () => {
      it('moves the default flag to the newest default rule', async () => {
        const { admin } = clients()
        const first = await created(admin, etaRules.create, { lead_time_days: 40, is_default: true })
        const second = await created(admin, etaRules.create, { lead_time_days: 45, is_default: true })
        expect(await admin.call(etaRules.get, { params: { id: first.id } })).toMatchObject({
          is_default: false,
          version: 1,
        })
        expect(await admin.call(etaRules.get, { params: { id: second.id } })).toMatchObject({
          is_default: true,
        })
        const air = await masterDataId(admin, 'colors', 'Navy')
        const wrongKind = await admin.request(etaRules.create, {
          body: { lead_time_days: 5, freight_mode_id: air },
          locale: 'en',
        })
        expect(wrongKind.json().errors).toEqual({ freight_mode_id: ['Pick an active item from the list'] })
      })
    })
  },
)
