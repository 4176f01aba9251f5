import {
  auditEndpoints,
  libraryFileEndpoints as files,
  libraryFolderEndpoints as folders,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import { uploadFile } from './testing/library-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
})
afterAll(() => t.close())

describe('file library folders', () => {
  it('lists the demo folders by name with their document counts', async () => {
    const list = await admin.call(folders.list)
    expect(list.map(({ name, file_count }) => ({ name, file_count }))).toEqual([
      { name: 'Compliance', file_count: 2 },
      { name: 'Quality', file_count: 2 },
    ])
    // Baltic's library is its own, and empty.
    expect(await baltic.call(folders.list)).toEqual([])
  })

  it('creates, renames and deletes a folder, audited, with names unique per company whatever the case', async () => {
    const created = await admin.call(folders.create, { body: { name: '  Tech packs ' } })
    expect(created).toMatchObject({ name: 'Tech packs', file_count: 0, version: 0 })
    await expectFieldError(admin, toCall(folders.create, { body: { name: 'TECH PACKS' } }), 'name', {
      sv: 'Det finns redan en mapp med det namnet',
      en: 'A folder with this name already exists',
    })
    await expectFieldError(admin, toCall(folders.create, { body: { name: ' ' } }), 'name', {
      sv: 'Fältet är obligatoriskt',
      en: 'This field is required',
    })
    // Another company may use the same name.
    expect((await baltic.request(folders.create, { body: { name: 'Tech packs' } })).statusCode).toBe(201)

    const params = { id: created.id }
    const renamed = await admin.call(folders.update, {
      params,
      body: { name: 'Tech packs SS27', version: 0 },
    })
    expect(renamed).toMatchObject({ name: 'Tech packs SS27', version: 1 })
    const clash = await admin.request(folders.update, { params, body: { name: 'quality', version: 1 } })
    expect(clash.statusCode).toBe(422)
    const stale = await admin.request(folders.update, {
      params,
      body: { name: 'Old', version: 0 },
      locale: 'en',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('Someone else changed this record. Reload to see the latest version.')

    const removed = await admin.request(folders.remove, { params, locale: 'en' })
    expect(removed.json()).toEqual({ message: 'The record has been deleted' })
    expect((await admin.call(folders.list)).map((folder) => folder.name)).toEqual(['Compliance', 'Quality'])
    const audits = (await admin.call(auditEndpoints.list, { query: { filter: { entity_id: created.id } } }))
      .data
    expect(audits.map((entry) => entry.action)).toEqual(['deleted', 'updated', 'created'])
  })

  it('refuses deleting a folder that still holds documents, and deletes it once they are moved', async () => {
    const folder = await admin.call(folders.create, { body: { name: 'Packaging' } })
    const other = await admin.call(folders.create, { body: { name: 'Archive' } })
    const file = await uploadFile(admin, {
      folder_id: folder.id,
      title: 'Carton spec',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
    })
    for (const [locale, message] of [
      ['en', 'The folder still holds documents. Move them to another folder or delete them first.'],
      [
        'sv',
        'Mappen innehåller fortfarande dokument. Flytta dem till en annan mapp eller ta bort dem först.',
      ],
    ] as const) {
      const refused = await admin.request(folders.remove, { params: { id: folder.id }, locale })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(message)
    }
    await admin.call(files.update, {
      params: { id: file.id },
      body: { folder_id: other.id, title: file.title, description: null, version: file.version },
    })
    expect((await admin.call(folders.list)).find((f) => f.id === other.id)?.file_count).toBe(1)
    expect((await admin.request(folders.remove, { params: { id: folder.id } })).statusCode).toBe(200)
  })

  it("hides another company's folders (404) and needs create.quotation to change them", async () => {
    const [compliance] = await admin.call(folders.list)
    const params = { id: compliance!.id }
    await expectHiddenFrom(
      baltic,
      [
        toCall(folders.update, { params, body: { name: 'Mine', version: compliance!.version } }),
        toCall(folders.remove, { params }),
      ],
      [compliance!.name],
    )
    await restrictPurchasers(admin, ['list.quotations'])
    expect((await buyer.call(folders.list)).length).toBeGreaterThan(1)
    await expectStatusForEach(
      buyer,
      [
        toCall(folders.create, { body: { name: 'Nope' } }),
        toCall(folders.update, { params, body: { name: 'Nope', version: compliance!.version } }),
        toCall(folders.remove, { params }),
      ],
      403,
    )
    await restrictPurchasers(admin, ['list.orders'])
    expect((await buyer.request(folders.list)).statusCode).toBe(403)
  })
})
