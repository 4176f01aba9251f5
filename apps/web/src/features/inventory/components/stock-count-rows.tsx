import { Text, TextInput } from '@mantine/core'
import { type StockCount, type StockCountRow, stockCountEndpoints } from '@scm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { stockCountQueries } from '../api/stock-count-queries.ts'
import { differenceOf } from './quantity-difference.ts'

const signed = (value: string | null) =>
  value === null ? '–' : `${Number(value) > 0 ? '+' : ''}${formatNumber(value)}`

// The count's articles: what was available when counting started, the counted quantity (typed here
// while the count is editable; `edits` holds what is not saved yet) and counted minus on hand.
export function StockCountRows({
  count,
  editable,
  edits,
  onEdit,
  actions,
}: {
  count: StockCount
  editable: boolean
  edits: Map<string, string>
  onEdit: (articleId: string, value: string) => void
  actions?: ReactNode
}) {
  const { t } = useTranslation('inventory')
  const countedOf = (row: StockCountRow) => edits.get(row.article_id) ?? row.counted ?? ''
  const differenceFor = (row: StockCountRow) =>
    count.status === 'started' ? differenceOf(countedOf(row), row.on_hand) : row.difference
  const columns: ListColumn<StockCountRow>[] = [
    {
      key: 'article_code',
      label: t('stockCounts.article'),
      sortField: 'article_code',
      value: (row) => row.article_code,
    },
    {
      key: 'article_name',
      label: t('stockCounts.articleName'),
      sortField: 'article_name',
      value: (row) => row.article_name,
    },
    { key: 'available', label: t('stockCounts.available'), value: (row) => formatNumber(row.available) },
    {
      key: 'counted',
      label: t('stockCounts.counted'),
      value: (row) => (row.counted === null ? '' : formatNumber(row.counted)),
      render: (row) =>
        editable ? (
          <TextInput
            size="xs"
            w={110}
            inputMode="decimal"
            aria-label={t('stockCounts.countedFor', { code: row.article_code })}
            value={countedOf(row)}
            onChange={(event) => onEdit(row.article_id, event.currentTarget.value)}
            styles={edits.has(row.article_id) ? { input: { fontWeight: 600 } } : undefined}
          />
        ) : row.counted === null ? (
          '–'
        ) : (
          formatNumber(row.counted)
        ),
    },
    {
      key: 'difference',
      label: t('stockCounts.difference'),
      sortField: 'difference',
      value: (row) => signed(differenceFor(row)),
      render: (row) => {
        const difference = differenceFor(row)
        const hue =
          difference === null || Number(difference) === 0 ? null : Number(difference) < 0 ? 'red' : 'green'
        // Shade 9 darkened a little, as the status badge does: AA contrast on white.
        const color = hue ? `color-mix(in srgb, var(--mantine-color-${hue}-9) 70%, black)` : undefined
        return (
          <Text size="sm" c={color} data-testid={`difference-${row.article_code}`}>
            {signed(difference)}
          </Text>
        )
      },
    },
  ]
  return (
    <ListScreen
      id="stock-count-rows"
      title={`${count.number} – ${count.warehouse_name}`}
      endpoint={stockCountEndpoints.rows}
      params={{ id: count.id }}
      queryKey={stockCountQueries.rows(count.id)}
      columns={columns}
      rowKey={(row) => row.article_id}
      defaultSort="article_code"
      filters={[
        {
          key: 'counted',
          label: t('stockCounts.countedFilter'),
          type: 'select',
          options: [
            { value: 'yes', label: t('stockCounts.countedYes') },
            { value: 'no', label: t('stockCounts.countedNo') },
          ],
        },
      ]}
      actions={actions}
    />
  )
}
