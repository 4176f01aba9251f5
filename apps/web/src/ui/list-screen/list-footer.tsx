import { Group, Pagination, Select, Text } from '@mantine/core'
import { type ListMeta, type PageSize, pageSizes } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../lib/format/format.ts'

interface ListFooterProps {
  meta: ListMeta | undefined
  page: number
  perPage: PageSize
  onPage: (page: number) => void
  onPerPage: (perPage: PageSize) => void
}

// Past its counting cap the server gives an estimate ("about 52 000 rows"), or "1 000+" when it has
// none above the cap; `count` picks "row" or "rows".
function totalLabel(meta: ListMeta) {
  const value = formatNumber(meta.total)
  if (meta.total_estimated) return { key: 'list.totalEstimated', options: { count: value } }
  return meta.total_capped
    ? { key: 'list.totalCapped', options: { count: value } }
    : { key: 'list.total', options: { count: meta.total, value } }
}

export function ListFooter({ meta, page, perPage, onPage, onPerPage }: ListFooterProps) {
  const { t } = useTranslation()
  const pages = meta && perPage !== 'all' ? Math.max(1, Math.ceil(meta.total / Number(perPage))) : 1
  const total = meta ? totalLabel(meta) : undefined
  return (
    <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="list-total">
        {total ? t(total.key, total.options) : ' '}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor="list-per-page">
            {t('list.perPage')}
          </Text>
          <Select
            id="list-per-page"
            size="xs"
            w={84}
            data={pageSizes.map((size) => ({ value: size, label: size === 'all' ? t('list.all') : size }))}
            value={perPage}
            onChange={(value) => value && onPerPage(value as PageSize)}
            allowDeselect={false}
            data-testid="list-per-page"
          />
        </Group>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            withEdges
            getControlProps={(control) => ({ 'aria-label': t(`list.pager.${control}`) })}
          />
        )}
      </Group>
    </Group>
  )
}
