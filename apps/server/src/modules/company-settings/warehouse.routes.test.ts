import { addressEndpoints, buyingEntityEndpoints, warehouseEndpoints } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { expectFieldError, toCall } from '../../testing/api-client.ts'
import { companyListSuite, expectInUse } from '../../testing/company-list-suite.ts'
import { addressBody, created, masterDataId, required, unavailable } from './testing/settings-fixtures.ts'

companyListSuite(
  {
    path: '/api/warehouses',
    entityType: 'warehouse',
    param: 'warehouses',
    body: async ({ admin }) => ({
      code: 'GBG-1',
      name: 'Gothenburg',
      address_id: (
        await created(admin, addressEndpoints.create, addressBody({ label: 'Hamngatan 5', type: 'delivery' }))
      ).id,
      buying_entity_id: (await created(admin, buyingEntityEndpoints.create, { name: 'Nordic Outdoor AB' }))
        .id,
      cost_centre_id: await masterDataId(admin, 'cost-centres', 'Logistics'),
      handling_days: 2,
    }),
    changes: { name: 'Gothenburg central', handling_days: 3, cost_centre_id: null },
    search: 'gbg',
    refusals: [
      { changes: { code: '' }, field: 'code', messages: required },
      {
        changes: { code: 'GBG 1' },
        field: 'code',
        messages: { sv: 'Fältets format är ogiltigt', en: 'The format of this field is invalid' },
      },
      {
        changes: { handling_days: -1 },
        field: 'handling_days',
        messages: { sv: 'Värdet måste vara minst 0', en: 'The value must be at least 0' },
      },
      {
        changes: { parent_id: '00000000-0000-4000-8000-000000000000' },
        field: 'parent_id',
        messages: unavailable,
      },
    ],
  },
  (clients) => {
    describe('warehouses: codes, the tree and references', () => {
      it('keeps codes unique per company, whatever the case; another company may use the same code', async () => {
        const { admin, baltic } = clients()
        await created(admin, warehouseEndpoints.create, { code: 'STO', name: 'Stockholm' })
        const again = await admin.request(warehouseEndpoints.create, {
          body: { code: 'sto', name: 'Solna' },
          locale: 'en',
        })
        expect(again.statusCode).toBe(422)
        expect(again.json().errors).toEqual({ code: ['A warehouse with this code already exists'] })
        const kaunas = await baltic.request(warehouseEndpoints.create, {
          body: { code: 'STO', name: 'Kaunas' },
        })
        expect(kaunas.statusCode).toBe(201)
      })

      it("refuses a parent that would make a cycle, and another company's warehouse as parent", async () => {
        const { admin, baltic } = clients()
        const top = await created(admin, warehouseEndpoints.create, { code: 'TOP', name: 'Region' })
        const middle = await created(admin, warehouseEndpoints.create, {
          code: 'MID',
          name: 'Hub',
          parent_id: top.id,
        })
        await created(admin, warehouseEndpoints.create, { code: 'LOW', name: 'Store', parent_id: middle.id })
        const cycle = {
          sv: 'Ett lager kan inte ligga under sig självt eller under något av sina egna underlager',
          en: 'A warehouse cannot be placed under itself or one of its own sub-warehouses',
        }
        await expectFieldError(
          admin,
          toCall(warehouseEndpoints.update, {
            params: { id: top.id },
            body: { code: 'TOP', name: 'Region', parent_id: middle.id, version: 0 },
          }),
          'parent_id',
          cycle,
        )
        await expectFieldError(
          admin,
          toCall(warehouseEndpoints.update, {
            params: { id: top.id },
            body: { code: 'TOP', name: 'Region', parent_id: top.id, version: 0 },
          }),
          'parent_id',
          cycle,
        )
        const theirs = await created(baltic, warehouseEndpoints.create, { code: 'KAU', name: 'Kaunas' })
        await expectFieldError(
          admin,
          toCall(warehouseEndpoints.create, { body: { code: 'X1', name: 'X', parent_id: theirs.id } }),
          'parent_id',
          unavailable,
        )
        await expectInUse(admin, toCall(warehouseEndpoints.get, { params: { id: top.id } }).url)
      })
    })
  },
)
