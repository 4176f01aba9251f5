import type { AnyEndpoint, EndpointResponse, ListMeta, PageSize } from '@scm/contracts'
import type { ReactNode } from 'react'

// The row type of a contract list endpoint: { data: Row[], meta }.
export type ListRow<E extends AnyEndpoint> = EndpointResponse<E> extends { data: Array<infer R> } ? R : never
export type ListEndpoint = AnyEndpoint
export type ListResult<R> = { data: R[]; meta: ListMeta }

export interface ListColumn<R> {
  key: string
  label: string
  // The formatted text of the cell; the CSV export writes it, and the table shows it unless `render` is given.
  value: (row: R) => string
  render?: (row: R) => ReactNode
  // The `sort` field of the endpoint, when the column is sortable.
  sortField?: string
  hiddenByDefault?: boolean
  width?: number | string
}

export interface FilterOption {
  value: string
  label: string
}

export type FilterField =
  | { key: string; label: string; type: 'select' | 'multi-select'; options: FilterOption[] }
  | { key: string; label: string; type: 'text' | 'date' }

export type FilterValues = Record<string, string | string[]>

export interface ListState {
  page: number
  perPage: PageSize
  sort?: string
  search: string
  filters: FilterValues
}
