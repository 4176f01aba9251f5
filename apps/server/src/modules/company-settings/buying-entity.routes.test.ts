import { buyingEntityEndpoints as entities, warehouseEndpoints as warehouses } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { toCall } from '../../testing/api-client.ts'
import { companyListSuite, expectInUse } from '../../testing/company-list-suite.ts'
import { created, required, wrongType } from './testing/settings-fixtures.ts'

companyListSuite(
  {
    path: '/api/buying-entities',
    entityType: 'buying-entity',
    param: 'buying-entities',
    body: () => ({
      name: 'Nordic Outdoor Sourcing AB',
      org_number: '556677-8899',
      internal_id: 'BE-01',
      remarks: 'Buys for the Nordic stores',
      integration_order: 1,
      buyer_on_order: true,
    }),
    changes: { remarks: null, integration_order: 2, buyer_on_order: false },
    search: 'be-01',
    refusals: [
      { changes: { name: '' }, field: 'name', messages: required },
      {
        changes: { integration_order: -1 },
        field: 'integration_order',
        messages: { sv: 'Värdet måste vara minst 0', en: 'The value must be at least 0' },
      },
      {
        changes: { integration_order: 1.5 },
        field: 'integration_order',
        messages: { sv: 'Ange ett heltal', en: 'Enter a whole number' },
      },
      { changes: { buyer_on_order: 'no' }, field: 'buyer_on_order', messages: wrongType },
    ],
  },
  (clients) => {
    describe('buying entities in use', () => {
      it('refuses deleting an entity a warehouse uses; deactivating it keeps the warehouse editable', async () => {
        const { admin } = clients()
        const entity = await created(admin, entities.create, { name: 'Nordic Outdoor Oy' })
        const warehouse = await created(admin, warehouses.create, {
          code: 'HEL',
          name: 'Helsinki',
          buying_entity_id: entity.id,
        })
        await expectInUse(admin, toCall(entities.get, { params: { id: entity.id } }).url)
        const off = await admin.request(entities.update, {
          params: { id: entity.id },
          body: { name: 'Nordic Outdoor Oy', active: false, version: 0 },
        })
        expect(off.statusCode, off.body).toBe(200)
        const kept = await admin.request(warehouses.update, {
          params: { id: warehouse.id },
          body: { code: 'HEL', name: 'Helsinki central', buying_entity_id: entity.id, version: 0 },
        })
        expect(kept.statusCode, kept.body).toBe(200)
        const other = await admin.request(warehouses.create, {
          body: { code: 'TKU', name: 'Turku', buying_entity_id: entity.id },
          locale: 'en',
        })
        expect(other.json().errors).toEqual({ buying_entity_id: ['Pick an active item from the list'] })
      })
    })
  },
)
