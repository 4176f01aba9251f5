import {
  type AddressBody,
  addressEndpoints as addresses,
  auditEndpoints,
  buyingEntityEndpoints,
  clientEndpoints,
  contactEndpoints,
  paramEndpoints,
  supplierEndpoints,
  warehouseEndpoints,
} from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { expectFieldError, toCall } from '../../testing/api-client.ts'
import { companyListSuite, expectInUse } from '../../testing/company-list-suite.ts'
import {
  addressBody,
  created,
  masterDataId,
  notAllowedValue,
  required,
  unavailable,
} from './testing/settings-fixtures.ts'

companyListSuite(
  {
    path: '/api/addresses',
    entityType: 'address',
    param: 'addresses',
    body: async ({ admin }) =>
      addressBody({
        label: 'Gothenburg DC',
        type: 'delivery',
        line2: 'Gate 4',
        notes: 'Deliveries 07–15',
        code: 'GBG',
        cost_centre_id: await masterDataId(admin, 'cost-centres', 'Logistics'),
        contact_id: (
          await created(admin, contactEndpoints.create, {
            first_name: 'Ola',
            last_name: 'Berg',
            email: 'ola@nordic.demo',
          })
        ).id,
        auto_populate_ship_from: true,
      }),
    changes: { city: 'Göteborg', country: 'SE', line2: null },
    search: 'gothenburg',
    refusals: [
      { changes: { line1: '' }, field: 'line1', messages: required },
      { changes: { type: 'home' }, field: 'type', messages: notAllowedValue },
      {
        changes: { country: 'Sweden' },
        field: 'country',
        messages: { sv: 'Fältets format är ogiltigt', en: 'The format of this field is invalid' },
      },
      {
        changes: { contact_id: '00000000-0000-4000-8000-000000000000' },
        field: 'contact_id',
        messages: unavailable,
      },
    ],
  },
  (clients) => {
    describe('addresses: links and the default per type', () => {
      it("refuses a link to another company's buying entity or to a colour as cost centre", async () => {
        const { admin, baltic } = clients()
        const theirs = await created(baltic, buyingEntityEndpoints.create, { name: 'Baltic Knit UAB' })
        const call = (changes: Partial<AddressBody>) =>
          toCall(addresses.create, { body: addressBody(changes) })
        await expectFieldError(admin, call({ buying_entity_id: theirs.id }), 'buying_entity_id', unavailable)
        const black = await masterDataId(admin, 'colors', 'Black')
        await expectFieldError(admin, call({ cost_centre_id: black }), 'cost_centre_id', unavailable)
      })

      it("links an address to one of the company's suppliers, never to a client or another company's agreement", async () => {
        const { admin, baltic } = clients()
        const suppliers = (await admin.call(supplierEndpoints.list, { query: { per_page: 'all' } })).data
        const pickup = await created(
          admin,
          addresses.create,
          addressBody({ label: 'Supplier pickup', type: 'pickup', supplier_id: suppliers[0]!.id }),
        )
        expect(pickup.supplier_id).toBe(suppliers[0]!.id)
        const allClients = { query: { per_page: 'all' } } as const
        const theirClients = (await baltic.call(clientEndpoints.list, allClients)).data
        const call = (supplierId: string) =>
          toCall(addresses.create, { body: addressBody({ supplier_id: supplierId }) })
        await expectFieldError(admin, call(theirClients[0]!.id), 'supplier_id', unavailable)
        const ownClients = (await admin.call(clientEndpoints.list, allClients)).data
        for (const client of ownClients) {
          await expectFieldError(admin, call(client.id), 'supplier_id', unavailable)
        }
      })

      it('keeps one default per type: a new default takes the flag from the old one, audited', async () => {
        const { admin } = clients()
        const first = await created(
          admin,
          addresses.create,
          addressBody({ label: 'Invoices', type: 'invoice', is_default: true }),
        )
        const visiting = await created(
          admin,
          addresses.create,
          addressBody({ label: 'Office', is_default: true }),
        )
        const second = await created(
          admin,
          addresses.create,
          addressBody({ label: 'Invoices 2', type: 'invoice', is_default: true }),
        )
        const reread = (id: string) => admin.call(addresses.get, { params: { id } })
        expect(await reread(first.id)).toMatchObject({ is_default: false, version: 1 })
        expect(await reread(visiting.id)).toMatchObject({ is_default: true, version: 0 })
        expect(await reread(second.id)).toMatchObject({ is_default: true })
        const audits = await admin.call(auditEndpoints.list, {
          query: { filter: { entity_id: first.id }, sort: 'created_at' },
        })
        expect(audits.data[1]).toMatchObject({
          action: 'updated',
          before: { is_default: true },
          after: { is_default: false },
        })
      })

      it('refuses deleting an address a warehouse uses, until the warehouse lets go of it', async () => {
        const { admin } = clients()
        const address = await created(admin, addresses.create, addressBody({ label: 'Borås DC' }))
        const warehouse = await created(admin, warehouseEndpoints.create, {
          code: 'BOR',
          name: 'Borås',
          address_id: address.id,
        })
        await expectInUse(admin, toCall(addresses.get, { params: { id: address.id } }).url)
        const freed = await admin.request(warehouseEndpoints.update, {
          params: { id: warehouse.id },
          body: { code: 'BOR', name: 'Borås', version: 0 },
        })
        expect(freed.statusCode, freed.body).toBe(200)
        expect((await admin.request(addresses.remove, { params: { id: address.id } })).statusCode).toBe(200)
      })

      it('drops a deactivated address from selects but keeps it readable', async () => {
        const { admin } = clients()
        const address = await created(admin, addresses.create, addressBody({ label: 'Old depot' }))
        const off = await admin.request(addresses.update, {
          params: { id: address.id },
          body: { ...addressBody({ label: 'Old depot', active: false }), version: 0 },
        })
        expect(off.statusCode, off.body).toBe(200)
        const params = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'addresses' } })
        expect(params.addresses!.map((option) => option.id)).not.toContain(address.id)
        const inactive = await admin.call(addresses.list, { query: { filter: { active: 'false' } } })
        expect(inactive.data).toHaveLength(1)
      })
    })
  },
)
