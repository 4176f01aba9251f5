import { Box, Group } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import type { PageSize } from '@scm/contracts'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../lib/api/present-error.ts'
import { formatDate } from '../../lib/format/format.ts'
import { currentLocale } from '../../lib/i18n/current-locale.ts'
import { ColumnChooser } from './column-chooser.tsx'
import { useColumnVisibility } from './column-visibility.ts'
import { buildCsv, downloadCsv, exportFileName } from './export-csv.ts'
import { FilterSidebar } from './filter-sidebar.tsx'
import { ListFooter } from './list-footer.tsx'
import { hasActiveFilters, nextSort } from './list-state.ts'
import { EmptyState, ErrorState } from './list-states.tsx'
import { ListTable } from './list-table.tsx'
import { ListToolbar } from './list-toolbar.tsx'
import type { FilterField, ListColumn, ListEndpoint, ListRow } from './list-types.ts'
import { fetchAllRows, useListQuery } from './use-list-query.ts'
import { useListState } from './use-list-state.ts'

export interface ListScreenProps<E extends ListEndpoint> {
  // Names the stored column choice and, with `title`, the export.
  id: string
  title: string
  endpoint: E
  // The endpoint's path parameters, for a list that belongs to a record.
  params?: Record<string, string>
  // The feature's query key for this resource; mutations invalidate it to reload the list.
  queryKey: readonly unknown[]
  columns: ListColumn<ListRow<E>>[]
  rowKey: (row: ListRow<E>) => string
  filters?: FilterField[]
  // Filters the page itself sets (e.g. which of the order lists it is): always sent, never shown.
  fixedFilters?: Record<string, string>
  searchable?: boolean
  defaultSort?: string
  defaultPerPage?: PageSize
  onRowClick?: (row: ListRow<E>) => void
  // The page reloads every few seconds while this holds for its rows (work still in progress).
  refreshWhile?: (rows: ListRow<E>[]) => boolean
  rowActions?: (row: ListRow<E>) => ReactNode
  actions?: ReactNode
}

const noFilters: FilterField[] = []

// The one list screen (STYLE "one way"): state in the URL, server-side paging, sorting, search and filters.
export function ListScreen<E extends ListEndpoint>(props: ListScreenProps<E>) {
  type Row = ListRow<E>
  const { t } = useTranslation()
  const fields = props.filters ?? noFilters
  const defaults = useMemo(
    () => ({ perPage: props.defaultPerPage ?? '60', sort: props.defaultSort }),
    [props.defaultPerPage, props.defaultSort],
  )
  const { state, update } = useListState(fields, defaults)
  const fixed = props.fixedFilters
  const queried = useMemo(
    () => (fixed ? { ...state, filters: { ...state.filters, ...fixed } } : state),
    [state, fixed],
  )
  const query = useListQuery<Row>(props.endpoint, props.queryKey, queried, props.refreshWhile, props.params)
  const columns = useColumnVisibility(props.id, props.columns)
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false })
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null)
  const [exporting, setExporting] = useState(false)
  // Open beside the table on desktop until the user closes it; closed as a drawer on small screens.
  const sidebarOpen = filtersOpen ?? wide
  const filtered = hasActiveFilters(state)
  const clear = () => update({ search: '', filters: {} })

  const exportCsv = async () => {
    setExporting(true)
    try {
      const all = await fetchAllRows<Row>(props.endpoint, queried, props.params)
      downloadCsv(
        buildCsv(columns.shown, all.data, currentLocale()),
        exportFileName(props.title, formatDate(new Date())),
      )
      if (all.data.length < all.meta.total)
        notifications.show({ color: 'yellow', message: t('list.exportCapped', { count: all.data.length }) })
    } catch (error) {
      presentError(error)
    } finally {
      setExporting(false)
    }
  }

  const rows = query.data?.data
  // A page past the end (the last row of it deleted, an old link) goes back to the first page.
  const pastEnd = rows?.length === 0 && state.page > 1 && !query.isPlaceholderData
  useEffect(() => {
    if (pastEnd) update({ page: 1 }, true)
  }, [pastEnd, update])
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-testid={`list-${props.id}`}>
      {fields.length > 0 && (
        <FilterSidebar
          fields={fields}
          values={state.filters}
          onChange={(filters) => update({ filters })}
          onClear={() => update({ filters: {} })}
          asDrawer={!wide}
          opened={sidebarOpen}
          onClose={() => setFiltersOpen(false)}
        />
      )}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <ListToolbar
          search={state.search}
          onSearch={(search) => update({ search })}
          searchable={props.searchable ?? true}
          filterCount={Object.values(state.filters).filter((value) => value.length > 0).length}
          onToggleFilters={fields.length > 0 ? () => setFiltersOpen(!sidebarOpen) : undefined}
          columnChooser={
            <ColumnChooser columns={props.columns} visible={columns.visible} onChange={columns.setVisible} />
          }
          onExport={() => void exportCsv()}
          exporting={exporting}
          actions={props.actions}
        />
        {query.isError && <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        {!(query.isError && !rows) && (
          <>
            <ListTable
              columns={columns.shown}
              rows={rows}
              rowKey={props.rowKey}
              sort={state.sort}
              onSort={(field) => update({ sort: nextSort(state.sort, field) })}
              onRowClick={props.onRowClick}
              rowActions={props.rowActions}
              stale={query.isPlaceholderData}
            />
            {rows?.length === 0 && <EmptyState filtered={filtered} onClear={clear} />}
            {query.data?.meta.total !== 0 && (
              <ListFooter
                meta={query.data?.meta}
                page={state.page}
                perPage={state.perPage}
                onPage={(page) => update({ page })}
                onPerPage={(perPage) => update({ perPage })}
              />
            )}
          </>
        )}
      </Box>
    </Group>
  )
}
