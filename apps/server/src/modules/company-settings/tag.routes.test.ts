import { paramEndpoints, tagEndpoints as tags } from '@scm/contracts'
import { describe, expect, it } from 'vitest'
import { companyListSuite } from '../../testing/company-list-suite.ts'
import { notAllowedValue, required } from './testing/settings-fixtures.ts'

companyListSuite(
  {
    path: '/api/tags',
    entityType: 'tag',
    param: 'tags',
    body: () => ({ name: 'Urgent', type: 'order' }),
    changes: { name: 'Rush', type: 'booking' },
    search: 'urg',
    refusals: [
      { changes: { name: '  ' }, field: 'name', messages: required },
      { changes: { type: 'invoice' }, field: 'type', messages: notAllowedValue },
    ],
  },
  (clients) => {
    describe('tags', () => {
      it('keeps a name unique within a type; the same name may label another kind of record', async () => {
        const { admin } = clients()
        const organic = { name: 'Organic', type: 'article' } as const
        expect((await admin.request(tags.create, { body: organic })).statusCode).toBe(201)
        const again = await admin.request(tags.create, {
          body: { name: 'organic', type: 'article' },
          locale: 'en',
        })
        expect(again.statusCode).toBe(422)
        expect(again.json().errors).toEqual({ name: ['This name is already in use'] })
        const supplierTag = await admin.request(tags.create, { body: { ...organic, type: 'supplier' } })
        expect(supplierTag.statusCode).toBe(201)
        const articleTags = await admin.call(tags.list, { query: { filter: { type: 'article' } } })
        expect(articleTags.data.map((tag) => tag.name)).toEqual(['Organic', 'Recycled'])
        const params = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'tags' } })
        expect(
          params
            .tags!.filter((option) => option.name === 'Organic')
            .map((option) => option.code)
            .sort(),
        ).toEqual(['article', 'supplier'])
      })
    })
  },
)
