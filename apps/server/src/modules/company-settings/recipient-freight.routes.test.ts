import { addressEndpoints, recipientFreightEndpoints as freight, warehouseEndpoints } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { companyListSuite, expectInUse } from '../../testing/company-list-suite.ts'
import { addressBody, created, masterDataId, required, unavailable } from './testing/settings-fixtures.ts'

const unknownId = '00000000-0000-4000-8000-000000000000'

companyListSuite(
  {
    path: '/api/recipient-freight',
    entityType: 'recipient-freight',
    body: async ({ admin }) => ({
      ship_to_warehouse_id: (
        await created(admin, warehouseEndpoints.create, { code: 'HBG', name: 'Helsingborg port' })
      ).id,
      freight_mode_id: await masterDataId(admin, 'freight-modes', 'Sea'),
      lead_time_days: 20,
    }),
    changes: { lead_time_days: 21 },
    search: 'helsingborg',
    refusals: [
      {
        changes: { lead_time_days: -1 },
        field: 'lead_time_days',
        messages: { sv: 'Värdet måste vara minst 0', en: 'The value must be at least 0' },
      },
      {
        changes: { ship_to_address_id: unknownId },
        field: 'ship_to_warehouse_id',
        messages: {
          sv: 'Välj en adress eller ett lager som destination, inte båda',
          en: 'Choose an address or a warehouse as destination, not both',
        },
      },
      {
        changes: { ship_to_warehouse_id: null },
        field: 'ship_to_address_id',
        messages: {
          sv: 'Välj en adress eller ett lager som mottagare',
          en: 'Choose an address or a warehouse as ship-to',
        },
      },
      { changes: { freight_mode_id: null }, field: 'freight_mode_id', messages: required },
      { changes: { freight_mode_id: unknownId }, field: 'freight_mode_id', messages: unavailable },
      { changes: { ship_to_warehouse_id: unknownId }, field: 'ship_to_warehouse_id', messages: unavailable },
    ],
  },
  (clients) => {
    describe('recipient freight: one row per ship-to and freight mode', () => {
      it('refuses a second row for the same ship-to and freight mode, on create and on edit, in sv and en', async () => {
        const { admin } = clients()
        const store = await created(
          admin,
          addressEndpoints.create,
          addressBody({ label: 'Uppsala store', type: 'delivery', city: 'Uppsala' }),
        )
        const road = await masterDataId(admin, 'freight-modes', 'Road')
        const air = await masterDataId(admin, 'freight-modes', 'Air')
        const body = { ship_to_address_id: store.id, freight_mode_id: road, lead_time_days: 2 }
        const first = await created(admin, freight.create, body)
        const messages = {
          sv: 'Den här mottagaren har redan en rad för det här transportsättet',
          en: 'This ship-to already has a row for this freight mode',
        }
        for (const locale of ['sv', 'en'] as const) {
          const again = await admin.request(freight.create, { body: { ...body, lead_time_days: 3 }, locale })
          expect(again.statusCode).toBe(422)
          expect(again.json().errors).toEqual({ freight_mode_id: [messages[locale]] })
        }
        // The same ship-to by air, and the same mode to another ship-to, are rows of their own.
        const byAir = await created(admin, freight.create, {
          ...body,
          freight_mode_id: air,
          lead_time_days: 1,
        })
        const moved = await admin.request(freight.update, {
          params: { id: byAir.id },
          body: { ...body, version: byAir.version },
          locale: 'en',
        })
        expect(moved.statusCode).toBe(422)
        expect(moved.json().errors).toEqual({ freight_mode_id: [messages.en] })
        expect(await admin.call(freight.get, { params: { id: first.id } })).toEqual(first)

        // A ship-to a row still names cannot be deleted: deactivate it instead.
        await expectInUse(admin, `/api/addresses/${store.id}`)
        const filtered = await admin.call(freight.list, {
          query: { filter: { ship_to_address_id: store.id } },
        })
        expect(filtered.data.map((row) => row.freight_mode_id).sort()).toEqual([road, air].sort())
      })

      it('lists the demo rows by ship-to, and sorts them by lead time', async () => {
        const { admin } = clients()
        const sorted = await admin.call(freight.list, { query: { sort: '-lead_time_days', per_page: 'all' } })
        const days = sorted.data.map((row) => row.lead_time_days)
        expect(days).toEqual([...days].sort((a, b) => b - a))
        const sea = await admin.call(freight.list, { query: { search: 'gothenburg' } })
        expect(sea.data.map((row) => row.lead_time_days).sort()).toEqual([14, 5].sort())
      })
    })
  },
)
