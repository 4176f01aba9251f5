import fs from 'node:fs'
import { auditEndpoints, libraryFileEndpoints as files, type LibraryFileDetail } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { samplePdf } from '../../testing/sample-files.ts'
import { demoClients } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { restrictPurchasers } from '../articles/testing/restrict-purchasers.ts'
import { fileForm, folderNamed, newFileCall, newVersionCall, uploadFile } from './testing/library-fixtures.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let folderId: string
let file: LibraryFileDetail

const period = { valid_from: '2026-01-01', valid_to: '2026-12-31' }
const storedCount = () =>
  fs
    .readdirSync(t.platform.config.filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).length

beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  folderId = (await folderNamed(admin, 'Tech packs')).id
  file = await uploadFile(
    admin,
    { folder_id: folderId, title: 'Tech pack: trail jacket', description: 'Measurements', ...period },
    fileForm('Trail jacket tech pack.pdf'),
  )
})
afterAll(() => t.close())

describe('documents of the file library', () => {
  it('adds a document with its first version, lists it, and downloads the same bytes', async () => {
    expect(file).toMatchObject({
      folder_id: folderId,
      folder_name: 'Tech packs',
      title: 'Tech pack: trail jacket',
      description: 'Measurements',
      current_number: 1,
      file_name: 'Trail jacket tech pack.pdf',
      ...period,
      version: 0,
      versions: [{ number: 1, content_type: 'application/pdf', uploaded_by_name: 'Anna Berg', ...period }],
    })
    const list = await admin.call(files.list, { query: { search: 'trail jacket tech' } })
    expect(list.data.map((row) => row.id)).toEqual([file.id])
    const inFolder = await admin.call(files.list, { query: { filter: { folder_id: folderId } } })
    expect(inFolder.meta.total).toBe(1)

    const params = { id: file.id, versionId: file.versions[0]!.id }
    const download = await admin.request(files.download, { params })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(Buffer.from(samplePdf))).toBe(true)
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Trail jacket tech pack.pdf"; filename*=UTF-8''Trail%20jacket%20tech%20pack.pdf`,
      'x-content-type-options': 'nosniff',
    })
  })

  it('downloads the seeded documents, whose bytes are in the file store', async () => {
    const [seeded] = (await admin.call(files.list, { query: { search: 'code of conduct' } })).data
    const detail = await admin.call(files.get, { params: { id: seeded!.id } })
    expect(detail.versions.map((v) => [v.number, v.uploaded_by_name])).toEqual([
      [2, 'Anna Berg'],
      [1, 'Anna Berg'],
    ])
    const download = await admin.request(files.download, {
      params: { id: detail.id, versionId: detail.versions[0]!.id },
    })
    expect(download.statusCode).toBe(200)
    expect(download.body.startsWith('%PDF-1.4')).toBe(true)
  })

  it('uploads the next version, which becomes current and makes an older edit stale', async () => {
    const before = await admin.call(files.get, { params: { id: file.id } })
    const response = await admin.send(
      newVersionCall(
        file.id,
        { valid_from: '2027-01-01', valid_to: '2027-12-31' },
        fileForm('v2.txt', 'Second', 'text/plain'),
      ),
    )
    expect(response.statusCode, response.body).toBe(201)
    const after = response.json() as LibraryFileDetail
    expect(after).toMatchObject({
      current_number: 2,
      file_name: 'v2.txt',
      valid_to: '2027-12-31',
      version: 1,
    })
    expect(after.versions.map((v) => [v.number, v.file_name])).toEqual([
      [2, 'v2.txt'],
      [1, 'Trail jacket tech pack.pdf'],
    ])
    const download = await admin.request(files.download, {
      params: { id: file.id, versionId: after.versions[0]!.id },
    })
    expect(download.body).toBe('Second')
    expect(download.headers['content-type']).toBe('text/plain')
    const stale = await admin.request(files.update, {
      params: { id: file.id },
      body: { folder_id: folderId, title: 'Renamed', description: null, version: before.version },
    })
    expect(stale.statusCode).toBe(409)
    const audits = (await admin.call(auditEndpoints.list, { query: { filter: { entity_id: file.id } } })).data
    expect(audits[0]).toMatchObject({
      entity_type: 'library-file',
      action: 'version.added',
      after: { number: 2 },
    })
  })

  it("edits a document and a version's validity, each versioned (409 when stale)", async () => {
    const current = await admin.call(files.get, { params: { id: file.id } })
    const edited = await admin.call(files.update, {
      params: { id: file.id },
      body: {
        folder_id: folderId,
        title: 'Trail jacket tech pack',
        description: ' ',
        version: current.version,
      },
    })
    expect(edited).toMatchObject({
      title: 'Trail jacket tech pack',
      description: null,
      version: current.version + 1,
    })
    const first = current.versions[1]!
    const params = { id: file.id, versionId: first.id }
    const body = { valid_from: '2026-02-01', valid_to: '2026-06-30', version: first.version }
    const changed = await admin.call(files.updateVersion, { params, body })
    expect(changed.versions[1]).toMatchObject({
      valid_from: '2026-02-01',
      valid_to: '2026-06-30',
      version: 1,
    })
    expect((await admin.request(files.updateVersion, { params, body })).statusCode).toBe(409)
    // A version of another document is no version of this one.
    const other = await uploadFile(admin, { folder_id: folderId, title: 'Other', ...period })
    const foreign = { id: other.id, versionId: first.id }
    expect((await admin.request(files.updateVersion, { params: foreign, body })).statusCode).toBe(404)
    expect((await admin.request(files.download, { params: foreign })).statusCode).toBe(404)
  })

  it('names the field of each refusal, in Swedish and English', async () => {
    const query = { folder_id: folderId, title: 'Valid', ...period }
    const order = {
      sv: 'Giltig till måste vara samma dag som eller efter giltig från',
      en: 'Valid to must be on or after valid from',
    }
    const before = storedCount()
    await expectFieldError(admin, newFileCall({ ...query, valid_to: '2025-12-31' }), 'valid_to', order)
    await expectFieldError(
      admin,
      newVersionCall(file.id, { ...period, valid_to: '2025-12-31' }),
      'valid_to',
      order,
    )
    await expectFieldError(
      admin,
      toCall(files.updateVersion, {
        params: { id: file.id, versionId: file.versions[0]!.id },
        body: { valid_from: '2026-05-01', valid_to: '2026-04-30', version: 0 },
      }),
      'valid_to',
      order,
    )
    await expectFieldError(admin, newFileCall({ ...query, title: ' ' }), 'title', {
      sv: 'Fältet är obligatoriskt',
      en: 'This field is required',
    })
    await expectFieldError(admin, newFileCall({ ...query, valid_from: '2026-02-30' }), 'valid_from', {
      sv: 'Ange ett giltigt datum',
      en: 'Enter a valid date',
    })
    const balticFolder = await folderNamed(baltic, 'Baltic documents')
    await expectFieldError(admin, newFileCall({ ...query, folder_id: balticFolder.id }), 'folder_id', {
      sv: 'Välj en aktiv post i listan',
      en: 'Pick an active item from the list',
    })
    await expectFieldError(admin, newFileCall(query, fileForm('page.html', '<p>', 'text/html')), 'file', {
      sv: 'Den här typen av fil kan inte bifogas. Bifoga en PDF, en bild (PNG, JPEG, GIF, WebP, TIFF), ett kontorsdokument (Word, Excel, PowerPoint, OpenDocument), en CSV-fil eller en textfil.',
      en: 'This kind of file cannot be attached. Attach a PDF, an image (PNG, JPEG, GIF, WebP, TIFF), an office document (Word, Excel, PowerPoint, OpenDocument), a CSV or a text file.',
    })
    // Nothing refused stays in the store.
    expect(storedCount()).toBe(before)
  })

  it("hides another company's documents (404) and checks the permissions", async () => {
    const params = { id: file.id }
    const version = { id: file.id, versionId: file.versions[0]!.id }
    await expectHiddenFrom(
      baltic,
      [
        toCall(files.get, { params }),
        toCall(files.update, { params, body: { folder_id: folderId, title: 'X', version: 0 } }),
        toCall(files.remove, { params }),
        { ...newVersionCall(file.id, period), payload: fileForm() },
        toCall(files.updateVersion, { params: version, body: { ...period, version: 0 } }),
        toCall(files.download, { params: version }),
      ],
      [file.title],
    )
    expect((await baltic.call(files.list)).data).toEqual([])
    await restrictPurchasers(admin, ['list.quotations'])
    expect((await buyer.request(files.download, { params: version })).statusCode).toBe(200)
    await expectStatusForEach(
      buyer,
      [
        newFileCall({ folder_id: folderId, title: 'No', ...period }),
        newVersionCall(file.id, period),
        toCall(files.update, { params, body: { folder_id: folderId, title: 'X', version: 0 } }),
        toCall(files.remove, { params }),
      ],
      403,
    )
    await restrictPurchasers(admin, ['list.orders'])
    await expectStatusForEach(
      buyer,
      [toCall(files.list), toCall(files.get, { params }), toCall(files.download, { params: version })],
      403,
    )
  })

  it('offers every document with all its versions to attach, as one answer, only to its own company', async () => {
    const choices = (await admin.call(files.choices)).data
    const listed = (await admin.call(files.list, { query: { per_page: 'all' } })).data
    expect(choices.map((choice) => choice.id).sort()).toEqual(listed.map((row) => row.id).sort())
    for (const choice of choices)
      expect(choice).toEqual(await admin.call(files.get, { params: { id: choice.id } }))
    const balticChoices = (await baltic.call(files.choices)).data
    expect(balticChoices.filter((choice) => listed.some((row) => row.id === choice.id))).toEqual([])
  })

  it('deletes a document with all its versions and their stored bytes', async () => {
    const doomed = await uploadFile(admin, { folder_id: folderId, title: 'Doomed', ...period })
    const key = doomed.versions[0]!.id
    await admin.send(newVersionCall(doomed.id, period))
    const before = storedCount()
    const removed = await admin.request(files.remove, { params: { id: doomed.id }, locale: 'sv' })
    expect(removed.json()).toEqual({ message: 'Dokumentet Doomed och alla dess versioner har tagits bort' })
    expect(storedCount()).toBe(before - 2)
    expect((await admin.request(files.get, { params: { id: doomed.id } })).statusCode).toBe(404)
    expect(
      (await admin.request(files.download, { params: { id: doomed.id, versionId: key } })).statusCode,
    ).toBe(404)
  })
})
