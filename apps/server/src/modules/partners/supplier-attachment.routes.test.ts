import fs from 'node:fs'
import path from 'node:path'
import {
  auditEndpoints,
  authEndpoints,
  certificateAttachments,
  type Locale,
  paramEndpoints,
  styleReviewAttachments,
  supplierBlocks,
  supplierEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, expectStatusForEach, toCall } from '../../testing/api-client.ts'
import { expectHiddenFrom } from '../../testing/cross-company.ts'
import { sampleJpeg, samplePdf, samplePng } from '../../testing/sample-files.ts'
import { demoClients, signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let buyer: ApiClient
let baltic: ApiClient
let supplierId: string
let certificateId: string
let gotsId: string

const pdf = samplePdf
const upload = (name: string, content: string | Uint8Array, type = 'application/pdf') => {
  const form = new FormData()
  form.append('file', new Blob([content as BlobPart], { type }), name)
  return form
}
const files = certificateAttachments.endpoints
const { certificates, styleReviews } = supplierBlocks
const certificate = (entityId = certificateId) => ({ entityId })
const fileOf = (attachmentId: string, entityId = certificateId) => ({ entityId, attachmentId })
// The contract types the upload body as the browser's File; the test sends the multipart form itself.
const uploadCall = (
  payload: unknown,
  {
    locale,
    entityId = certificateId,
    endpoint = files.upload,
  }: { locale?: Locale; entityId?: string; endpoint?: typeof files.upload } = {},
) => ({ ...toCall(endpoint, { params: { entityId }, locale }), payload })
// Every file in the store, as paths below its folder.
const filesInStore = () =>
  fs
    .readdirSync(t.platform.config.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.platform.config.filesDir, path.join(entry.parentPath, entry.name)))
// The demo data's own documents (the file library's) are there from the start: these tests count theirs.
let seeded: Set<string>
const storedFiles = () => filesInStore().filter((file) => !seeded.has(file))

async function newCertificate() {
  const response = await admin.request(certificates.endpoints.create, {
    params: { id: supplierId },
    body: { type_id: gotsId, valid_from: '2026-01-01', valid_to: '2027-12-31' },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id as string
}

beforeAll(async () => {
  t = await createTestApp()
  seeded = new Set(filesInStore())
  ;({ admin, buyer, baltic } = await demoClients(t.app))
  supplierId = (await admin.call(supplierEndpoints.list, { query: { sort: 'name' } })).data[0]!.id
  const params = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'certificate-types' } })
  gotsId = params['certificate-types']!.find((o) => o.code === 'GOTS')!.id
  certificateId = await newCertificate()
})
afterAll(() => t.close())

describe('attachments of a supplier certificate', () => {
  it('uploads, lists, downloads and removes a file, kept on disk in between and audited', async () => {
    const created = await admin.send(uploadCall(upload('GOTS scope 2026.pdf', pdf)))
    expect(created.statusCode, created.body).toBe(201)
    const attachment = created.json()
    expect(attachment).toMatchObject({
      file_name: 'GOTS scope 2026.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
      uploaded_by_name: 'Anna Berg',
      own: true,
    })
    // Unparsed, as the upload's answer: the list must show exactly what the upload answered.
    expect((await admin.request(files.list, { params: certificate() })).json()).toEqual([attachment])
    const card = (await admin.call(certificates.endpoints.list, { params: { id: supplierId } })).find(
      (row) => row.id === certificateId,
    )
    expect(card!.attachment_count).toBe(1)

    const [stored] = storedFiles()
    const companyId = (await admin.call(authEndpoints.user)).company_id
    expect(stored).toMatch(new RegExp(`^${companyId}/[0-9a-f-]{36}$`))
    expect(fs.readFileSync(path.join(t.platform.config.filesDir, stored!), 'utf8')).toBe(pdf)

    const download = await admin.request(files.download, { params: fileOf(attachment.id) })
    expect(download.statusCode).toBe(200)
    expect(download.body).toBe(pdf)
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="GOTS scope 2026.pdf"; filename*=UTF-8''GOTS%20scope%202026.pdf`,
      'x-content-type-options': 'nosniff',
    })
    // The buyer may see the supplier card: reading is allowed, changing is not.
    expect((await buyer.request(files.download, { params: fileOf(attachment.id) })).body).toBe(pdf)

    // Unparsed: the answer must be exactly this message, nothing more.
    const removed = await admin.request(files.remove, { params: fileOf(attachment.id), locale: 'en' })
    expect(removed.json()).toEqual({ message: 'The attachment has been removed' })
    expect(await admin.call(files.list, { params: certificate() })).toEqual([])
    expect(storedFiles()).toEqual([])
    expect((await admin.request(files.download, { params: fileOf(attachment.id) })).statusCode).toBe(404)
    const audits = (
      await admin.call(auditEndpoints.list, { query: { filter: { entity_id: certificateId } } })
    ).data
    expect(audits.slice(0, 2)).toMatchObject([
      { entity_type: 'supplier-certificate', action: 'attachment.removed', before: { id: attachment.id } },
      {
        action: 'attachment.added',
        after: { id: attachment.id, file_name: 'GOTS scope 2026.pdf', size: pdf.length },
      },
    ])
  })

  it('refuses a file over 10 MB with 413 and keeps nothing of it', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(Buffer.from(samplePdf))
    for (const [locale, message] of [
      ['en', 'The file is larger than 10 MB. Attach a smaller file, or compress or split it first.'],
      ['sv', 'Filen är större än 10 MB. Bifoga en mindre fil, eller komprimera eller dela upp den först.'],
    ] as const) {
      const response = await admin.send(uploadCall(upload('scan.pdf', big), { locale }))
      expect(response.statusCode).toBe(413)
      expect(response.json().message).toBe(message)
    }
    expect(storedFiles()).toEqual([])
    const exact = await admin.send(uploadCall(upload('scan.pdf', big.subarray(0, -1))))
    expect(exact.statusCode, exact.body).toBe(201)
    await admin.request(files.remove, { params: fileOf(exact.json().id) })
  })

  it('answers 422 for a type off the list, a disguised type, an empty file or no file', async () => {
    const type = {
      sv: 'Den här typen av fil kan inte bifogas. Bifoga en PDF, en bild (PNG, JPEG, GIF, WebP, TIFF), ett kontorsdokument (Word, Excel, PowerPoint, OpenDocument), en CSV-fil eller en textfil.',
      en: 'This kind of file cannot be attached. Attach a PDF, an image (PNG, JPEG, GIF, WebP, TIFF), an office document (Word, Excel, PowerPoint, OpenDocument), a CSV or a text file.',
    }
    for (const [name, content, contentType] of [
      ['page.html', '<script></script>', 'text/html'],
      ['logo.svg', '<svg/>', 'image/svg+xml'],
      ['setup.exe', 'MZ', 'application/octet-stream'],
      ['report.pdf', '<html>', 'text/html'],
    ] as const)
      await expectFieldError(admin, uploadCall(upload(name, content, contentType)), 'file', type)
    // What the name and the declared type say is checked against how the content starts.
    await expectFieldError(admin, uploadCall(upload('fake.pdf', '<html><script>alert(1)</script>')), 'file', {
      sv: 'Innehållet i fake.pdf är inte vad namnet säger. Bifoga filen så som programmet som skapade den sparade den.',
      en: 'The content of fake.pdf is not what its name says. Attach the file as the program that made it saved it.',
    })
    const mismatch = 'The content of photo.png is not what its name says.'
    for (const [name, content, declared] of [
      ['photo.png', sampleJpeg, 'image/png'],
      ['notes.txt', samplePdf, 'text/plain'],
      ['sheet.xlsx', samplePng, ''],
    ] as const) {
      const response = await admin.send(uploadCall(upload(name, content, declared), { locale: 'en' }))
      expect(response.statusCode, name).toBe(422)
      expect(response.json().errors.file[0]).toContain(mismatch.replace('photo.png', name))
    }
    await expectFieldError(admin, uploadCall(upload('report', pdf)), 'file', type)
    await expectFieldError(admin, uploadCall(upload('empty.pdf', '')), 'file', {
      sv: 'Filen är tom',
      en: 'The file is empty',
    })
    const missing = { sv: 'Välj en fil att bifoga', en: 'Choose a file to attach' }
    await expectFieldError(admin, uploadCall({ file: 'not a file' }), 'file', missing)
    const other = new FormData()
    other.append('note', 'no file here')
    await expectFieldError(admin, uploadCall(other), 'file', missing)
    const renamed = new FormData()
    renamed.append('document', new Blob([pdf], { type: 'application/pdf' }), 'a.pdf')
    await expectFieldError(admin, uploadCall(renamed), 'file', missing)
    expect(storedFiles()).toEqual([])
  })

  it('says what is wrong with a form that is not a whole multipart upload, and keeps nothing of it', async () => {
    const malformed = {
      en: 'The upload could not be read: send the file as a multipart/form-data form with one part named "file".',
      sv: 'Uppladdningen kunde inte läsas: skicka filen som ett multipart/form-data-formulär med en del som heter "file".',
    }
    const multipart = { 'content-type': 'multipart/form-data; boundary=xyz' }
    const filePart = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n'
    const cases = [
      [{ 'content-type': 'multipart/form-data' }, 'no boundary', 400, malformed],
      [multipart, 'not a multipart body', 400, malformed],
      [multipart, filePart, 400, malformed],
      [
        multipart,
        `${filePart}Content-Type: application/pdf\r\n\r\n${samplePdf}`,
        400,
        {
          en: 'The file did not arrive whole. Attach it again.',
          sv: 'Filen kom inte fram hel. Bifoga den igen.',
        },
      ],
      [
        { 'content-type': 'application/octet-stream' },
        samplePdf,
        415,
        {
          en: 'Send the file as multipart/form-data, in a part named "file".',
          sv: 'Skicka filen som multipart/form-data, i en del som heter "file".',
        },
      ],
    ] as const
    // Sent by hand: the API client cannot set the content type these malformed forms need.
    const session = await signIn(t.app, 'admin@nordic.demo')
    for (const [headers, payload, status, message] of cases)
      for (const locale of ['en', 'sv'] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url: toCall(files.upload, { params: certificate(), locale }).url,
          headers: { ...session.headers, ...headers },
          payload,
        })
        expect(response.statusCode, payload).toBe(status)
        expect(response.json().message).toBe(message[locale])
      }
    expect(storedFiles()).toEqual([])
  })

  it('keeps a safe name and accepts what browsers declare for CSV and unknown types', async () => {
    const csv = await admin.send(
      uploadCall(upload('..\\..\\audit\u202e  results .csv', 'a,b\n1,2\n', 'application/vnd.ms-excel')),
    )
    expect(csv.json()).toMatchObject({ file_name: 'audit results .csv', content_type: 'text/csv' })
    const scan = await admin.send(uploadCall(upload('scan.JPG', sampleJpeg, '')))
    expect(scan.json()).toMatchObject({ file_name: 'scan.JPG', content_type: 'image/jpeg' })
    const download = await admin.request(files.download, { params: fileOf(csv.json().id) })
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="audit results .csv"; filename*=UTF-8''audit%20results%20.csv`,
    )
  })

  it('guards the files: 403 to change them without edit.agreement, 404 from another company', async () => {
    const first = (await admin.call(files.list, { params: certificate() }))[0]!
    await expectStatusForEach(
      buyer,
      [uploadCall(upload('a.pdf', pdf)), toCall(files.remove, { params: fileOf(first.id) })],
      403,
    )
    await expectHiddenFrom(
      baltic,
      [
        toCall(files.list, { params: certificate() }),
        uploadCall(upload('a.pdf', pdf)),
        toCall(files.download, { params: fileOf(first.id) }),
        toCall(files.remove, { params: fileOf(first.id) }),
      ],
      [first.file_name],
    )
    // An attachment id under another record of the same company is not found either.
    const other = await newCertificate()
    expect((await admin.request(files.download, { params: fileOf(first.id, other) })).statusCode).toBe(404)
    expect((await admin.request(files.remove, { params: fileOf(first.id, other) })).statusCode).toBe(404)
    const reviewFilesOfCertificate = await admin.request(styleReviewAttachments.endpoints.list, {
      params: certificate(),
    })
    expect(reviewFilesOfCertificate.statusCode).toBe(404)
    expect(storedFiles()).toHaveLength(2)
  })

  it('removes the files of a certificate or a style review that is deleted', async () => {
    const review = await admin.call(styleReviews.endpoints.create, {
      params: { id: supplierId },
      body: { style_number: 'TRL-9' },
    })
    const photo = await admin.send(
      uploadCall(upload('fit photo.png', samplePng, 'image/png'), {
        entityId: review.id,
        endpoint: styleReviewAttachments.endpoints.upload,
      }),
    )
    expect(photo.statusCode, photo.body).toBe(201)
    expect(storedFiles()).toHaveLength(3)
    await admin.request(styleReviews.endpoints.remove, { params: { id: supplierId, rowId: review.id } })
    await admin.request(certificates.endpoints.remove, { params: { id: supplierId, rowId: certificateId } })
    expect(storedFiles()).toEqual([])
    expect((await admin.request(files.list, { params: certificate() })).statusCode).toBe(404)
  })
})
