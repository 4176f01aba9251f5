import { z } from 'zod'
import { Id, IdParams, Timestamp, Version } from '../http/common.ts'
import { defineEndpoint } from '../http/endpoint.ts'
import { JobStatus } from '../queue-logs/queue-log.contract.ts'
import { type ImportFieldKey, importField, importFieldKeys } from './article-import-fields.ts'

// Spec §5: article files are CSV or Excel and under 1 MB.
export const importMaxBytes = 1024 * 1024
export const importMaxRows = 50_000

export const articleImportStatuses = ['uploaded', 'checked', 'importing', 'completed', 'failed'] as const

const column = z.number().int().min(0).max(500).nullable()
export const ImportMapping = z
  .strictObject(
    Object.fromEntries(importFieldKeys.map((key) => [key, column.default(null)])) as Record<
      ImportFieldKey,
      z.ZodDefault<typeof column>
    >,
  )
  .superRefine((mapping, ctx) => {
    const seen = new Map<number, string>()
    for (const key of importFieldKeys) {
      const index = mapping[key]
      if (importField(key).required && index === null)
        ctx.addIssue({ code: 'custom', path: [key], message: 'validation.required' })
      if (index === null) continue
      if (seen.has(index))
        ctx.addIssue({ code: 'custom', path: [key], message: 'articles.import.mappingTwice' })
      seen.set(index, key)
    }
  })
export type ImportMapping = z.output<typeof ImportMapping>

export const ArticleImport = z.object({
  id: Id,
  file_name: z.string(),
  headers: z.array(z.string()),
  row_count: z.number().int(),
  // The first data row, so the user recognises each column.
  sample: z.array(z.string()),
  mapping: z.record(z.string(), z.number().int().nullable()),
  status: z.enum(articleImportStatuses),
  error_count: z.number().int().nullable(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  skipped_count: z.number().int(),
  job_id: Id.nullable(),
  job_status: JobStatus.nullable(),
  progress: z.number().int(),
  created_at: Timestamp,
  version: Version,
})
export type ArticleImport = z.infer<typeof ArticleImport>

export const ImportRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
})
export type ImportRowError = z.infer<typeof ImportRowError>
export const ImportCheck = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  errors: z.array(ImportRowError),
})
export type ImportCheck = z.infer<typeof ImportCheck>

export const ImportUploadQuery = z.strictObject({ file_name: z.string().trim().min(1).max(255) })
export const ImportMappingBody = z.strictObject({ mapping: ImportMapping })
export type ImportMappingBody = z.input<typeof ImportMappingBody>

const perm = 'list.products'
export const articleImportEndpoints = {
  // The file itself is the body (any content type); the server tells CSV from Excel by its content.
  upload: defineEndpoint({
    method: 'POST',
    path: '/articles/imports',
    permission: perm,
    query: ImportUploadQuery,
    // The browser sends a File; the server reads the bytes.
    body: z
      .custom<Uint8Array | Blob>((value) => value instanceof Uint8Array, {
        message: 'articles.import.fileType',
      })
      .transform((value) => value as Uint8Array),
    response: ArticleImport,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/articles/imports/:id',
    permission: perm,
    params: IdParams,
    response: ArticleImport,
  }),
  // The dry run: every row checked with this mapping, every error listed; nothing is changed.
  check: defineEndpoint({
    method: 'POST',
    path: '/articles/imports/:id/check',
    permission: perm,
    params: IdParams,
    body: ImportMappingBody,
    response: ImportCheck,
  }),
  // Starts the import job once; a second call answers the import as it is.
  start: defineEndpoint({
    method: 'POST',
    path: '/articles/imports/:id/start',
    permission: perm,
    params: IdParams,
    body: ImportMappingBody,
    response: ArticleImport,
  }),
}
