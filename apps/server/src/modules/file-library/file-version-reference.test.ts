import { authEndpoints, libraryFileEndpoints as files, type LibraryFileDetail } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inCompany } from '../../platform/db/tenant.ts'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { type ApiClient, apiClient } from '../../testing/api-client.ts'
import { samplePdf } from '../../testing/sample-files.ts'
import { demoClients, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { pinClock, unpinClock } from '../../testing/test-clock.ts'
import { assertFileVersionReferences, fileVersionContent, fileVersionsByIds } from './index.ts'
import { folderNamed, uploadFile } from './testing/library-fixtures.ts'

let t: TestApp
let admin: ApiClient
let nordicId: string
let own: LibraryFileDetail
let foreign: LibraryFileDetail

// What the quotations module will do inside its own transaction.
const asCompany = <T>(companyId: string, work: (ctx: RequestContext) => Promise<T>) =>
  inCompany(t.platform.db, companyId, (tx) => work({ tx, companyId } as RequestContext))

// Runs `work` on a pinned day as Nordic's admin. PostgreSQL checks sessions against its own clock,
// which a test cannot move: a day already past is asked with a session opened now, a later day with
// one opened on that day, so that the session is live on both clocks.
async function onDay<T>(day: string, work: (client: ApiClient) => Promise<T>) {
  const at = new Date(day.length === 10 ? `${day}T09:00:00Z` : day)
  const session = async () => apiClient(t.app, await signIn(t.app, 'admin@nordic.demo'))
  const early = at.getTime() < Date.now() ? await session() : undefined
  pinClock(at.toISOString())
  try {
    return await work(early ?? (await session()))
  } finally {
    unpinClock()
  }
}
const listedOn = (day: string) =>
  onDay(day, async (client) => (await client.call(files.list, { query: { sort: 'title' } })).data)

beforeAll(async () => {
  t = await createTestApp()
  let baltic: ApiClient
  ;({ admin, baltic } = await demoClients(t.app))
  nordicId = (await admin.call(authEndpoints.user)).company_id
  const period = { valid_from: '2026-01-01', valid_to: '2026-03-31' }
  own = await uploadFile(admin, {
    folder_id: (await folderNamed(admin, 'Quality')).id,
    title: 'Care label guide',
    ...period,
  })
  foreign = await uploadFile(baltic, {
    folder_id: (await folderNamed(baltic, 'Mill')).id,
    title: 'Mill certificate',
    ...period,
  })
})
afterAll(() => t.close())

describe('expiry, counted from the day the server is on', () => {
  it('marks a document expired once its current version is valid to a day before today', async () => {
    const expired = (rows: Awaited<ReturnType<typeof listedOn>>) =>
      Object.fromEntries(rows.map((row) => [row.title, row.expired]))
    expect(expired(await listedOn('2026-11-26'))).toEqual({
      'Care label guide': true,
      'Packaging guide': true,
      'Quality manual': false,
      'Restricted substances list': false,
      'Supplier code of conduct': false,
    })
    // The last day of validity is still valid.
    expect(expired(await listedOn('2026-03-31'))['Care label guide']).toBe(false)
    // Days are Stockholm's: half past midnight on 1 April there is still 31 March in UTC.
    expect(expired(await listedOn('2026-03-31T22:30:00Z'))['Care label guide']).toBe(true)
    expect(expired(await listedOn('2027-01-04'))['Restricted substances list']).toBe(true)
  })

  it('filters on expiry and marks each version of a document', async () => {
    await onDay('2026-11-26', async (client) => {
      const list = await client.call(files.list, {
        query: { filter: { expired: 'true' }, sort: '-valid_to' },
      })
      expect(list.data.map((row) => row.title)).toEqual(['Care label guide', 'Packaging guide'])
      const [restricted] = (await client.call(files.list, { query: { search: 'restricted' } })).data
      const detail = await client.call(files.get, { params: { id: restricted!.id } })
      expect(detail.versions.map((v) => [v.number, v.expired])).toEqual([
        [2, false],
        [1, true],
      ])
    })
  })
})

describe("the file library's surface for the quotations module", () => {
  it('tells the summary of the acting company’s versions, and leaves other ids out', async () => {
    const ids = [own.versions[0]!.id, foreign.versions[0]!.id, own.versions[0]!.id]
    const found = await asCompany(nordicId, (ctx) => fileVersionsByIds(ctx.tx, ctx.companyId, ids))
    expect(found).toEqual([
      {
        versionId: own.versions[0]!.id,
        fileId: own.id,
        title: 'Care label guide',
        version: 1,
        fileName: 'tech-pack.pdf',
        contentType: 'application/pdf',
        size: own.versions[0]!.size,
        validFrom: '2026-01-01',
        validTo: '2026-03-31',
        expired: own.expired,
      },
    ])
  })

  it('accepts versions of its own library and refuses any other id on the named field', async () => {
    await asCompany(nordicId, (ctx) => assertFileVersionReferences(ctx, [own.versions[0]!.id], 'documents'))
    await asCompany(nordicId, (ctx) => assertFileVersionReferences(ctx, [], 'documents'))
    for (const ids of [[foreign.versions[0]!.id], [own.versions[0]!.id, crypto.randomUUID()]]) {
      const error = await asCompany(nordicId, (ctx) =>
        assertFileVersionReferences(ctx, ids, 'documents'),
      ).catch((thrown: unknown) => thrown)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({
        statusCode: 422,
        fieldErrors: { documents: ['fileLibrary.versionUnavailable'] },
      })
    }
  })

  it('hands a download route the stored file of its own versions only', async () => {
    const content = await asCompany(nordicId, (ctx) =>
      fileVersionContent(ctx.tx, ctx.companyId, own.versions[0]!.id),
    )
    expect(content).toMatchObject({
      file_name: 'tech-pack.pdf',
      content_type: 'application/pdf',
      size: samplePdf.length,
    })
    const hidden = await asCompany(nordicId, (ctx) =>
      fileVersionContent(ctx.tx, ctx.companyId, foreign.versions[0]!.id),
    )
    expect(hidden).toBeUndefined()
  })
})
