import type { Permission } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../testing/api-client.ts'
import { expectFieldError, expectStatusForEach } from '../../testing/api-client.ts'
import { type Clients, companyListSuite, expectInUse } from '../../testing/company-list-suite.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import {
  addressBody,
  created,
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
      buying_entity_id: (await created(admin, '/api/buying-entities', { name: 'Nordic Projects AB' })).id,
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
        await created(admin, '/api/projects', { code: 'AW27', name: 'Autumn range' })
        const again = await admin.post('/api/projects?locale=en', { code: 'aw27', name: 'Another' })
        expect(again.statusCode).toBe(422)
        expect(again.json().errors).toEqual({ code: ['A project with this code already exists'] })
        expect(
          (await clients().baltic.post('/api/projects', { code: 'AW27', name: 'Kaunas' })).statusCode,
        ).toBe(201)
      })

      it('lets a user with list.projects look, and needs create.project to change', async () => {
        const project = await created<{ id: string; version: number }>(admin, '/api/projects', {
          code: 'LOOK',
          name: 'Look only',
        })
        const buyer = await buyerWith(clients(), ['list.projects'])
        expect((await buyer.get(`/api/projects/${project.id}`)).statusCode).toBe(200)
        expect((await buyer.get('/api/projects')).statusCode).toBe(200)
        await expectStatusForEach(
          buyer,
          [
            { method: 'POST', url: '/api/projects', payload: { code: 'NO', name: 'No' } },
            {
              method: 'PUT',
              url: `/api/projects/${project.id}`,
              payload: { code: 'LOOK', name: 'Changed', version: project.version },
            },
            { method: 'DELETE', url: `/api/projects/${project.id}` },
          ],
          403,
        )
      })

      it('links warehouses and addresses to a project, filters warehouses by it, and refuses deleting it while used', async () => {
        const project = await created<{ id: string; version: number }>(admin, '/api/projects', {
          code: 'POPUP',
          name: 'Pop-up stores',
        })
        const warehouse = await created<{ id: string; project_id: string }>(admin, '/api/warehouses', {
          code: 'POP-1',
          name: 'Pop-up stock',
          project_id: project.id,
        })
        expect(warehouse.project_id).toBe(project.id)
        await created(admin, '/api/warehouses', { code: 'OTHER-1', name: 'Not in the project' })
        const inProject = (await admin.get(`/api/warehouses?filter[project_id]=${project.id}`)).json()
        expect(inProject.data.map((each: { id: string }) => each.id)).toEqual([warehouse.id])

        const address = await created<{ id: string; project_id: string }>(
          admin,
          '/api/addresses',
          addressBody({ label: 'Pop-up Drottninggatan', project_id: project.id }),
        )
        expect(address.project_id).toBe(project.id)
        const addressesInProject = (await admin.get(`/api/addresses?filter[project_id]=${project.id}`)).json()
        expect(addressesInProject.data.map((each: { id: string }) => each.id)).toEqual([address.id])
        await expectInUse(admin, `/api/projects/${project.id}`)
      })

      it("refuses another company's project and an inactive one as a link", async () => {
        const foreign = await created<{ id: string }>(clients().baltic, '/api/projects', {
          code: 'BALTIC',
          name: 'Baltic secret',
        })
        const closed = await created<{ id: string }>(admin, '/api/projects', {
          code: 'CLOSED',
          name: 'Closed',
          active: false,
        })
        for (const id of [foreign.id, closed.id]) {
          await expectFieldError(
            admin,
            { method: 'POST', url: '/api/warehouses', payload: { code: 'X-1', name: 'X', project_id: id } },
            'project_id',
            unavailable,
          )
          await expectFieldError(
            admin,
            { method: 'POST', url: '/api/addresses', payload: addressBody({ project_id: id }) },
            'project_id',
            unavailable,
          )
        }
        const options = (await admin.get('/api/param?select_many=projects')).json().projects
        expect(options.map((option: { id: string }) => option.id)).not.toContain(closed.id)
      })
    })
  },
)
