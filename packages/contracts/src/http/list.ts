import { z } from 'zod'

export const pageSizes = ['60', '100', '150', '200', 'all'] as const
export const PageSize = z.enum(pageSizes)
export type PageSize = z.infer<typeof PageSize>
// "all" is every row: the server reads and sends them in batches of this many, each in its own short
// transaction, so neither its memory nor a database connection is held by the size of the list
// (decision 0033).
export const allRowsBatch = 1000
// The most rows an answer that is not a list carries at once (the lines one price indexing previews).
export const maxAllRows = 5000
// Totals are exact up to this cap; above it the list gives an estimate ("about 52 000"), or "1 000+"
// when the estimate is below what was counted (decision 0030).
export const countCap = 1000

export const SortDirection = z.enum(['asc', 'desc'])

// `sort=name` or `sort=-name` (descending); `filter[status]=active`.
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  const sortValues = [...sortable, ...sortable.map((field) => `-${field}`)] as [string, ...string[]]
  return z.strictObject({
    page: z.coerce.number().int().min(1).default(1),
    per_page: PageSize.default('60'),
    sort: z.enum(sortValues).optional(),
    search: z.string().trim().max(200).optional(),
    filter: z.strictObject(filters).partial().optional(),
  })
}

export const ListMeta = z.object({
  total: z.number().int(),
  total_capped: z.boolean(),
  total_estimated: z.boolean(),
  page: z.number().int(),
  per_page: PageSize,
})
export type ListMeta = z.infer<typeof ListMeta>

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ListMeta })
}

export function pageLimit(perPage: PageSize): number {
  return perPage === 'all' ? allRowsBatch : Number(perPage)
}
