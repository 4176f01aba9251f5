import { AppError } from '../errors/app-error.ts'
import type { RequestContext } from '../http/context.ts'
import { type ImportNamespace, type RowProblem, refusalProblems } from './import-messages.ts'
import type { FileImportStore } from './import-store.queries.ts'

// One item of a file (an order, a booking): the rows it came from and the body its module's create
// service takes, or null while its rows have problems of their own (the service is not asked then).
export interface ImportGroup<B> {
  // Its key in the file (the `order` or `booking` value), named in the job's log.
  reference: string
  rows: ReadonlyArray<{ row: number }>
  body: B | null
  problems: RowProblem[]
}

// A kind of file import, as its module declares it; platform/imports checks the file and runs the job.
export interface FileImport<B, G extends ImportGroup<B> = ImportGroup<B>> {
  // Also the sync job's name (`orders.import`).
  messages: ImportNamespace
  store: FileImportStore
  // The file's rows and items, looked up in the acting company, and the problems of rows in no item.
  read(
    ctx: RequestContext,
    bytes: Uint8Array,
  ): Promise<{ rows: unknown[]; groups: G[]; ungrouped: RowProblem[] }>
  // Creates one item through the module's own create service, answering its number.
  create(ctx: RequestContext, body: B): Promise<string>
  // Where a field of the body came from in the file; the item as a whole (path '') is on a cell of
  // its own.
  place(group: G, path: string): { row: number; column: string }
  // What the user who uploaded the file hears once the job is done.
  finished(ctx: RequestContext, outcome: { created: number; skipped: number; file: string }): Promise<void>
}

// Thrown in the savepoint of an item that was only checked, so that it is rolled back.
class CheckedOnly extends Error {}

// One item through its module's create service (numbering, checks, history, audit, events), in a
// savepoint: kept, or rolled back when only checking. A refusal answers the item's problems on the rows
// and columns its fields came from; anything else is a fault and is thrown.
export async function importItem<B, G extends ImportGroup<B>>(
  ctx: RequestContext,
  spec: FileImport<B, G>,
  group: G,
  mode: 'check' | 'create',
): Promise<{ number: string | null; problems: RowProblem[] }> {
  const body = group.body
  if (body === null) return { number: null, problems: group.problems }
  let number: string | null = null
  try {
    await ctx.tx.transaction(async (tx) => {
      const afterCommit = mode === 'create' ? ctx.afterCommit : () => {}
      number = await spec.create({ ...ctx, tx, afterCommit }, body)
      if (mode === 'check') throw new CheckedOnly()
    })
  } catch (error) {
    if (error instanceof CheckedOnly) return { number: null, problems: [] }
    if (error instanceof AppError && error.statusCode < 500)
      return { number: null, problems: refusalProblems(error, (path) => spec.place(group, path)) }
    throw error
  }
  return { number, problems: [] }
}
