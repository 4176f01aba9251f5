import { articleEndpoints as articles, authEndpoints, translate } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inCompany } from '../../platform/db/tenant.ts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { ApiClient } from '../../testing/api-client.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { assertArticlesOrderable } from './article.service.ts'
import { articleBody } from './testing/article-fixtures.ts'

let t: TestApp
let buyer: ApiClient
let baltic: ApiClient
let nordicId: string
const ids = { active: '', archived: '', foreign: '' }

// What the order service (#5) will do: check the lines' articles inside its own transaction.
const check = (companyId: string, articleIds: string[]) =>
  inCompany(t.platform.db, companyId, (tx) =>
    assertArticlesOrderable({ tx, companyId } as RequestContext, articleIds, 'lines'),
  )
const refusal = async (companyId: string, articleIds: string[]) => {
  const error = await check(companyId, articleIds).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

beforeAll(async () => {
  t = await createTestApp()
  ;({ buyer, baltic } = await demoClients(t.app))
  ids.active = (await buyer.call(articles.create, { body: articleBody('ORD-1') })).id
  const archived = await buyer.call(articles.create, { body: articleBody('ORD-2', { name: 'Old fleece' }) })
  ids.archived = archived.id
  await buyer.call(articles.archive, { params: { id: archived.id } })
  ids.foreign = (await baltic.call(articles.create, { body: articleBody('ORD-9') })).id
  nordicId = (await buyer.call(authEndpoints.user)).company_id
})
afterAll(() => t.close())

describe('assertArticlesOrderable', () => {
  it('accepts active articles of the acting company, and no articles at all', async () => {
    await expect(check(nordicId, [ids.active, ids.active])).resolves.toBeUndefined()
    await expect(check(nordicId, [])).resolves.toBeUndefined()
  })

  it('refuses an archived article with 422, naming it', async () => {
    const error = await refusal(nordicId, [ids.active, ids.archived])
    expect(error.statusCode).toBe(422)
    expect(translate('en', error.code, error.params)).toBe(
      'The article ORD-2 (Old fleece) is archived and cannot be ordered',
    )
    expect(error.fieldErrors).toEqual({ lines: ['articles.archivedField'] })
  })

  it("refuses another company's article as unknown", async () => {
    const error = await refusal(nordicId, [ids.foreign])
    expect(error.statusCode).toBe(422)
    expect(error.fieldErrors).toEqual({ lines: ['articles.notFoundField'] })
  })
})
