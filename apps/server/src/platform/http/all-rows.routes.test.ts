import { allRowsBatch, boxTypeEndpoints } from '@scm/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ApiClient } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let buyer: ApiClient
let baltic: ApiClient
// More than two batches, and not a multiple of one.
const boxes = allRowsBatch * 2 + 345

beforeAll(async () => {
  t = await createTestApp()
  ;({ buyer, baltic } = await demoClients(t.app))
  await t.database.db.execute(sql`
    insert into box_types (company_id, name, height, width, length)
    select c.id, 'Box ' || lpad(g::text, 5, '0'), 10, 20, 30
    from companies c, generate_series(1, ${boxes}::int) g
    where c.name = 'Nordic Outdoor AB'`)
})
afterAll(() => t.close())

test('per_page=all answers every row once, in the sort asked for, with the exact total', async () => {
  const all = await buyer.call(boxTypeEndpoints.list, { query: { per_page: 'all', sort: '-name' } })
  const names = all.data.map((box) => box.name).filter((name) => name.startsWith('Box '))
  expect(names).toHaveLength(boxes)
  expect(new Set(names).size).toBe(boxes)
  expect(names[0]).toBe(`Box ${String(boxes).padStart(5, '0')}`)
  expect(names.at(-1)).toBe('Box 00001')
  expect(all.meta).toMatchObject({
    total: all.data.length,
    total_capped: false,
    total_estimated: false,
    page: 1,
    per_page: 'all',
  })
  // A page asked for beside "all" does not skip rows.
  const fromPage3 = await buyer.call(boxTypeEndpoints.list, { query: { per_page: 'all', page: 3 } })
  expect(fromPage3.data).toHaveLength(all.data.length)
})

test('per_page=all keeps to the company, filters and refuses like any page', async () => {
  const searched = await buyer.call(boxTypeEndpoints.list, { query: { per_page: 'all', search: 'Box 012' } })
  expect(searched.data.map((box) => box.name)).toHaveLength(100)
  expect(searched.meta.total).toBe(100)
  const other = await baltic.call(boxTypeEndpoints.list, { query: { per_page: 'all' } })
  expect(other.data.some((box) => box.name.startsWith('Box '))).toBe(false)
  const bad = await buyer.request(boxTypeEndpoints.list, {
    query: { per_page: 'all', sort: 'nonsense' as 'name' },
  })
  expect(bad.statusCode).toBe(422)
})
