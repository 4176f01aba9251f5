import { z } from 'zod'
import { Id, Timestamp } from '../http/common.ts'
import { defineEndpoint, type EndpointAccess } from '../http/endpoint.ts'
import { MessageBody } from '../http/errors.ts'
import { defineUploadEndpoint, FileContent, type UploadSpec } from '../http/file.ts'

const word = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const sheet = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const slides = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
const openDocument = 'application/vnd.oasis.opendocument'

// Documents people exchange about suppliers and orders: PDF, images, office files, CSV and text.
// Nothing a browser would run (HTML, SVG, scripts) is on the list.
export const attachmentUpload = {
  maxBytes: 10 * 1024 * 1024,
  fileTypes: {
    pdf: ['application/pdf'],
    png: ['image/png'],
    jpg: ['image/jpeg'],
    jpeg: ['image/jpeg'],
    gif: ['image/gif'],
    webp: ['image/webp'],
    tif: ['image/tiff'],
    tiff: ['image/tiff'],
    doc: ['application/msword'],
    docx: [word],
    xls: ['application/vnd.ms-excel'],
    xlsx: [sheet],
    ppt: ['application/vnd.ms-powerpoint'],
    pptx: [slides],
    odt: [`${openDocument}.text`],
    ods: [`${openDocument}.spreadsheet`],
    odp: [`${openDocument}.presentation`],
    // Windows names CSV files by the program that opens them.
    csv: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'],
    txt: ['text/plain'],
  },
} as const satisfies UploadSpec

export const Attachment = z.object({
  id: Id,
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  // Null when the uploader is a user of another company (a counterparty on a shared document).
  uploaded_by_name: z.string().nullable(),
  // Whether the acting company uploaded it: a company removes only its own attachments.
  own: z.boolean(),
  created_at: Timestamp,
})
export type Attachment = z.infer<typeof Attachment>

export const AttachmentEntityParams = z.strictObject({ entityId: Id })
export const AttachmentParams = z.strictObject({ entityId: Id, attachmentId: Id })

// An entity type that carries attachments (a supplier certificate, an order …), declared in its
// domain's contract: `read` lists and downloads, `write` uploads and removes. The owning server module
// registers the same type with the function that decides which of these entities the acting company
// reaches (platform/files `attachmentRoutes`); the web shows them with <Attachments type=… />.
export function attachmentType<const T extends string>(
  type: T,
  access: { read: EndpointAccess; write: EndpointAccess },
) {
  // The type is a path segment and the value stored in attachments.entity_type.
  if (!/^[a-z]+(-[a-z]+)*$/.test(type)) throw new Error(`Attachment type ${type} is not kebab-case`)
  const base = `/attachments/${type}/:entityId`
  return {
    type,
    endpoints: {
      list: defineEndpoint({
        method: 'GET',
        path: base,
        permission: access.read,
        params: AttachmentEntityParams,
        response: z.array(Attachment),
      }),
      upload: defineUploadEndpoint({
        method: 'POST',
        path: base,
        summary: 'Attaches a file: multipart/form-data with one part named "file"',
        permission: access.write,
        params: AttachmentEntityParams,
        upload: attachmentUpload,
        response: Attachment,
        status: 201,
      }),
      download: defineEndpoint({
        method: 'GET',
        path: `${base}/:attachmentId`,
        summary: 'The file itself, as an attachment',
        permission: access.read,
        params: AttachmentParams,
        response: FileContent,
      }),
      remove: defineEndpoint({
        method: 'DELETE',
        path: `${base}/:attachmentId`,
        permission: access.write,
        params: AttachmentParams,
        response: MessageBody,
      }),
    },
  }
}
export type AttachmentType = ReturnType<typeof attachmentType>
