import { Readable } from 'node:stream'
import { type AnyEndpoint, allRowsBatch, type ListMeta } from '@scm/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'

type Batch = { data: unknown[]; meta: ListMeta }

// A list asked for per_page=all (spec §2.1's page sizes): every row, however many.
export function wantsAllRows(endpoint: AnyEndpoint, query: unknown): boolean {
  const shape = (endpoint.response as { shape?: Record<string, unknown> }).shape
  return (
    !!shape?.data &&
    !!shape.meta &&
    !!query &&
    typeof query === 'object' &&
    (query as { per_page?: unknown }).per_page === 'all'
  )
}

// The answer of per_page=all, written as it is read: batch after batch of `allRowsBatch` rows, each read
// in its own transaction when the client has taken the one before (the stream's backpressure), each
// passing the endpoint's response schema as any answer does. Neither the server's memory nor a database
// connection is held by the size of the list; the embedded database's one connection serves other
// requests between batches. The total is the rows sent, so it is exact (decision 0033).
export function allRowsAnswer(
  endpoint: AnyEndpoint,
  first: unknown,
  batch: (page: number) => Promise<unknown>,
  log: FastifyBaseLogger,
): Readable {
  const schema = endpoint.response as z.ZodType
  async function* chunks() {
    let sent = 0
    let answer = first
    let previousFirstRow: string | undefined
    for (let page = 1; ; page++) {
      const { data, meta } = z.encode(schema, answer as never) as Batch
      const rows = data.map((row) => JSON.stringify(row))
      // A list that pages "all" by itself answers the same rows again: what it gave is all there is.
      if (page > 1 && rows[0] === previousFirstRow) {
        yield `],"meta":${JSON.stringify(totalOf(meta, sent))}}`
        return
      }
      yield `${page === 1 ? '{"data":[' : rows.length > 0 ? ',' : ''}${rows.join(',')}`
      sent += rows.length
      previousFirstRow = rows[0]
      if (rows.length < allRowsBatch) {
        yield `],"meta":${JSON.stringify(totalOf(meta, sent))}}`
        return
      }
      answer = await batch(page + 1)
    }
  }
  const stream = Readable.from(chunks(), { objectMode: false })
  stream.on('error', (error) => log.error({ err: error }, 'per_page=all answer broke off'))
  return stream
}

const totalOf = (meta: ListMeta, sent: number): ListMeta => ({
  ...meta,
  total: sent,
  total_capped: false,
  total_estimated: false,
  page: 1,
  per_page: 'all',
})
