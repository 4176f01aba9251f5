import { milestoneTypeEndpoints as types, productionWorkflowEndpoints as workflows } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { companyListSuite, expectInUse } from '../../testing/company-list-suite.ts'
import { required } from '../company-settings/testing/settings-fixtures.ts'

companyListSuite(
  {
    path: '/api/milestone-types',
    entityType: 'milestone-type',
    param: 'milestone-types',
    body: () => ({ name: 'Trim approval' }),
    changes: { name: 'Trims approved', active: false },
    search: 'trim',
    refusals: [{ changes: { name: '  ' }, field: 'name', messages: required }],
  },
  (clients) => {
    describe('milestone types', () => {
      it('keeps a name unique in the company, whatever its case', async () => {
        const { admin } = clients()
        const again = await admin.request(types.create, { body: { name: 'sewing' }, locale: 'en' })
        expect(again.statusCode).toBe(422)
        expect(again.json().errors).toEqual({ name: ['This name is already in use'] })
      })

      it('refuses to delete a type a workflow uses: it is deactivated instead', async () => {
        const { admin } = clients()
        const type = await admin.call(types.create, { body: { name: 'Washing' } })
        await admin.call(workflows.create, {
          body: {
            name: 'Washed denim',
            steps: [{ kind: 'milestone', name: 'Washed', duration_days: 4, milestone_type_id: type.id }],
          },
        })
        await expectInUse(admin, `/api/milestone-types/${type.id}`)
      })
    })
  },
)
