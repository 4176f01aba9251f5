import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type MeasureRow, useWindowedRows, WindowedRows } from '../windowed-rows.tsx'
import { SkeletonRows } from './list-states.tsx'
import type { ListColumn } from './list-types.ts'

interface ListTableProps<R> {
  columns: ListColumn<R>[]
  rows: R[] | undefined
  rowKey: (row: R) => string
  sort: string | undefined
  onSort: (field: string) => void
  onRowClick?: (row: R) => void
  rowActions?: (row: R) => ReactNode
  stale: boolean
}

function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string
  field: string
  sort?: string
  onSort: (field: string) => void
}) {
  const { t } = useTranslation()
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : undefined
  const Icon =
    direction === 'ascending'
      ? IconSortAscending
      : direction === 'descending'
        ? IconSortDescending
        : IconArrowsSort
  return (
    <UnstyledButton
      onClick={() => onSort(field)}
      aria-label={`${label}: ${direction === 'ascending' ? t('list.sortDesc') : t('list.sortAsc')}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, font: 'inherit', fontWeight: 700 }}
    >
      {label}
      <Icon size={14} opacity={direction ? 1 : 0.45} />
    </UnstyledButton>
  )
}

// One row; a windowed row reports its height as it renders (`measure`, by its `index`).
function ListRow<R>({
  row,
  columns,
  onRowClick,
  rowActions,
  index,
  measure,
}: Pick<ListTableProps<R>, 'columns' | 'onRowClick' | 'rowActions'> & {
  row: R
  index: number
  measure?: MeasureRow
}) {
  return (
    <Table.Tr
      data-index={measure ? index : undefined}
      ref={measure}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={onRowClick ? (event) => event.key === 'Enter' && onRowClick(row) : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      style={onRowClick ? { cursor: 'pointer' } : undefined}
    >
      {columns.map((column) => (
        <Table.Td key={column.key}>{column.render ? column.render(row) : column.value(row)}</Table.Td>
      ))}
      {rowActions && (
        // Actions must not also trigger the row's click.
        <Table.Td onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
          {rowActions(row)}
        </Table.Td>
      )}
    </Table.Tr>
  )
}

export function ListTable<R>({
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  onRowClick,
  rowActions,
  stale,
}: ListTableProps<R>) {
  const { t } = useTranslation()
  const scrollRef = useRef<HTMLDivElement>(null)
  const windowRows = useWindowedRows(rows?.length ?? 0, scrollRef)
  const renderRow = (row: R, index: number, measure?: MeasureRow) => (
    <ListRow
      key={rowKey(row)}
      row={row}
      columns={columns}
      onRowClick={onRowClick}
      rowActions={rowActions}
      index={index}
      measure={measure}
    />
  )
  const ariaSort = (field?: string) =>
    !field ? undefined : sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none'
  return (
    // The header stays in view while the rows scroll (spec §9: sticky table header).
    <Table.ScrollContainer ref={scrollRef} minWidth={640} maxHeight="calc(100dvh - 260px)" type="native">
      <Table
        stickyHeader
        highlightOnHover={Boolean(onRowClick)}
        verticalSpacing="xs"
        data-testid="list-table"
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width} aria-sort={ariaSort(column.sortField)}>
                {column.sortField ? (
                  <SortHeader label={column.label} field={column.sortField} sort={sort} onSort={onSort} />
                ) : (
                  column.label
                )}
              </Table.Th>
            ))}
            {rowActions && (
              <Table.Th w={56}>
                <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {rows === undefined ? (
            <SkeletonRows columns={columns.length + (rowActions ? 1 : 0)} />
          ) : (
            // "All" can be tens of thousands of rows (decision 0033): past the largest page size only
            // the rows in view are in the page.
            <WindowedRows
              rows={windowRows}
              renderRow={(index, measure) => renderRow(rows[index]!, index, measure)}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
