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
        expect((await admin.post('/api/tags', { name: 'Organic', type: 'article' })).statusCode).toBe(201)
        const again = await admin.post('/api/tags?locale=en', { name: 'organic', type: 'article' })
        expect(again.statusCode).toBe(422)
        expect(again.json().errors).toEqual({ name: ['This name is already in use'] })
        expect((await admin.post('/api/tags', { name: 'Organic', type: 'supplier' })).statusCode).toBe(201)
        const articleTags = (await admin.get('/api/tags?filter[type]=article')).json()
        expect(articleTags.data.map((tag: { name: string }) => tag.name)).toEqual(['Organic', 'Recycled'])
        const params = (await admin.get('/api/param?select_many=tags')).json()
        expect(
          params.tags
            .filter((option: { name: string }) => option.name === 'Organic')
            .map((o: { code: string }) => o.code)
            .sort(),
        ).toEqual(['article', 'supplier'])
      })
    })
  },
)
