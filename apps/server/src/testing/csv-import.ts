import type { AnyEndpoint } from '@scm/contracts'
import { eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { Platform } from '../platform/http/context.ts'
import type { FileImportTable } from '../platform/imports/import-table.ts'
import { type ApiClient, toCall } from './api-client.ts'
import { jobsSettled, storedJob } from './jobs.ts'

type Upload = { locale?: 'en' | 'sv'; name?: string }

// A file sent to an import endpoint as a browser sends it: multipart/form-data, one part named "file".
// The contract types the upload body as the browser's File; the test sends the form itself.
export function uploadFile(
  client: ApiClient,
  endpoint: AnyEndpoint,
  content: string | Uint8Array<ArrayBuffer>,
  { locale = 'en', name = 'import.csv' }: Upload = {},
) {
  const form = new FormData()
  form.append('file', new Blob([content], { type: 'text/csv' }), name)
  return client.send({ ...toCall(endpoint, { locale }), payload: form })
}

// The messages, by `rows.<row>.<column>` field, of a file the endpoint refuses.
export async function refusedRows(
  client: ApiClient,
  endpoint: AnyEndpoint,
  content: string,
  upload?: Upload,
) {
  const response = await uploadFile(client, endpoint, content, upload)
  expect(response.statusCode, response.body).toBe(422)
  return response.json().errors as Record<string, string[]>
}

// As if an import's job had died after committing its first items (`committed`, their numbers): the
// job is queued again and run until the worker has settled.
export async function rerunImportAfter(
  platform: Platform,
  table: FileImportTable,
  started: { id: string; job_id: string },
  committed: string[],
) {
  await platform.db
    .update(table)
    .set({ processed: committed.length, createdNumbers: committed })
    .where(eq(table.id, started.id))
  await platform.db.execute(
    sql`update jobs set status = 'queued', run_at = now(), log = '[]'::jsonb where id = ${started.job_id}`,
  )
  platform.jobs.wake()
  await jobsSettled(platform.db, 20000)
}

// An accepted upload, imported to the end: what the upload answered and the job, completed.
export async function settledImport<T extends { job_id: string }>(
  platform: Platform,
  response: LightMyRequestResponse,
) {
  expect(response.statusCode, response.body).toBe(201)
  const started = response.json() as T
  await jobsSettled(platform.db, 20000)
  const job = await storedJob(platform.db, started.job_id)
  expect(job).toMatchObject({ status: 'completed', progress: 100 })
  return { started, job }
}
