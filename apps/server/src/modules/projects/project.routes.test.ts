import {
  type AddressBody,
  addressEndpoints,
  buyingEntityEndpoints,
  type Permission,
  paramEndpoints,
  projectEndpoints,
  warehouseEndpoints,
} from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../testing/api-client.ts'
import { expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { type Clients, companyListSuite, expectInUse } from '../../testing/company-list-suite.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import {
  addressBody,
  masterDataId,
  required,
  unavailable,
} from '../company-settings/testing/settings-fixtures.ts'

// The buyer, once Nordic's purchaser role holds only these permissions.
async function buyerWith(clients: Clients, permissions: Permission[]) {
  await restrictPurchasers(clients.admin, permissions)
  return clients.buyer
}

companyListSuite(
  {
    path: '/api/projects',
    entityType: 'project',
    param: 'projects',
    body: async ({ admin }) => ({
      code: 'SS27-OUT',
      name: 'Outdoor capsule SS27',
      season_id: await masterDataId(admin, 'seasons', 'Spring/Summer 2027'),
      year: 2027,
      buying_entity_id: (
        await admin.call(buyingEntityEndpoints.create, { body: { name: 'Nordic Projects AB' } })
      ).id,
      start_date: '2026-12-01',
      end_date: '2027-03-31',
      description: 'Jackets and fleeces for the spring drop',
    }),
    changes: { name: 'Outdoor capsule SS27 (extended)', end_date: '2027-04-30', season_id: null },
    search: 'capsule',
    refusals: [
      { changes: { code: '' }, field: 'code', messages: required },
      { changes: { name: ' ' }, field: 'name', messages: required },
      {
        changes: { year: 1999 },
        field: 'year',
        messages: { sv: 'Värdet måste vara minst 2000', en: 'The value must be at least 2000' },
      },
      {
        changes: { start_date: '2027-05-01', end_date: '2027-04-01' },
        field: 'end_date',
        messages: {
          sv: 'Slutdatumet måste vara samma dag som eller efter startdatumet',
          en: 'The end date must be on or after the start date',
        },
      },
      {
        changes: { start_date: '2027-02-30' },
        field: 'start_date',
        messages: { sv: 'Ange ett giltigt datum', en: 'Enter a valid date' },
      },
      {
        changes: { buying_entity_id: '00000000-0000-4000-8000-000000000000' },
        field: 'buying_entity_id',
        messages: unavailable,
      },
    ],
    withoutPermission: (clients) => buyerWith(clients, ['list.orders']),
  },
  (clients) => {
    describe('projects: codes, permissions and what links to a project', () => {
      let admin: ApiClient
      it('keeps codes unique per company, whatever the case; another company may use the same code', async () => {
        admin = clients().admin
        await admin.call(projectEndpoints.create, { body: { code: 'AW27', name: 'Autumn range' } })
        const again = await admin.request(projectEndpoints.create, {
          body: { code: 'aw27', name: 'Another' },
          locale: 'en',
        })
        expect(again.statusCode).toBe(422)
        expect(again.json().errors).toEqual({ code: ['A project with this code already exists'] })
        const elsewhere = await clients().baltic.request(projectEndpoints.create, {
          body: { code: 'AW27', name: 'Kaunas' },
        })
        expect(elsewhere.statusCode, elsewhere.body).toBe(201)
      })

      it('lets a user with list.projects look, and needs create.project to change', async () => {
        const project = await admin.call(projectEndpoints.create, {
          body: { code: 'LOOK', name: 'Look only' },
        })
        const params = { id: project.id }
        const buyer = await buyerWith(clients(), ['list.projects'])
        expect((await buyer.call(projectEndpoints.get, { params })).id).toBe(project.id)
        await buyer.call(projectEndpoints.list)
        await expectStatusForEach(
          buyer,
          [
            toCall(projectEndpoints.create, { body: { code: 'NO', name: 'No' } }),
            toCall(projectEndpoints.update, {
              params,
              body: { code: 'LOOK', name: 'Changed', version: project.version },
            }),
            toCall(projectEndpoints.remove, { params }),
          ],
          403,
        )
      })

      it('links warehouses and addresses to a project, filters warehouses by it, and refuses deleting it while used', async () => {
        const project = await admin.call(projectEndpoints.create, {
          body: { code: 'POPUP', name: 'Pop-up stores' },
        })
        const warehouse = await admin.call(warehouseEndpoints.create, {
          body: { code: 'POP-1', name: 'Pop-up stock', project_id: project.id },
        })
        expect(warehouse.project_id).toBe(project.id)
        await admin.call(warehouseEndpoints.create, { body: { code: 'OTHER-1', name: 'Not in the project' } })
        const inProject = await admin.call(warehouseEndpoints.list, {
          query: { filter: { project_id: project.id } },
        })
        expect(inProject.data.map((each) => each.id)).toEqual([warehouse.id])

        const address = await admin.call(addressEndpoints.create, {
          // The shared fixture is untyped so that other tests can spread invalid values into it.
          body: addressBody({ label: 'Pop-up Drottninggatan', project_id: project.id }) as AddressBody,
        })
        expect(address.project_id).toBe(project.id)
        const addressesInProject = await admin.call(addressEndpoints.list, {
          query: { filter: { project_id: project.id } },
        })
        expect(addressesInProject.data.map((each) => each.id)).toEqual([address.id])
        await expectInUse(admin, toCall(projectEndpoints.get, { params: { id: project.id } }).url)
      })

      it("refuses another company's project and an inactive one as a link", async () => {
        const foreign = await clients().baltic.call(projectEndpoints.create, {
          body: { code: 'BALTIC', name: 'Baltic secret' },
        })
        const closed = await admin.call(projectEndpoints.create, {
          body: { code: 'CLOSED', name: 'Closed', active: false },
        })
        for (const id of [foreign.id, closed.id]) {
          await expectFieldError(
            admin,
            toCall(warehouseEndpoints.create, { body: { code: 'X-1', name: 'X', project_id: id } }),
            'project_id',
            unavailable,
          )
          await expectFieldError(
            admin,
            toCall(addressEndpoints.create, { body: addressBody({ project_id: id }) as AddressBody }),
            'project_id',
            unavailable,
          )
        }
        const { projects } = await admin.call(paramEndpoints.selectMany, {
          query: { select_many: 'projects' },
        })
        expect(projects!.map((option) => option.id)).not.toContain(closed.id)
      })
    })
  },
)
