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

// "10 000+" when the server stopped counting at its cap.
export function totalLabel(meta: ListMeta): { key: 'list.total' | 'list.totalCapped'; count: string } {
  return { key: meta.total_capped ? 'list.totalCapped' : 'list.total', count: formatNumber(meta.total) }
}

export function ListFooter({ meta, page, perPage, onPage, onPerPage }: ListFooterProps) {
  const { t } = useTranslation()
  const pages = meta && perPage !== 'all' ? Math.max(1, Math.ceil(meta.total / Number(perPage))) : 1
  const total = meta ? totalLabel(meta) : undefined
  return (
    <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid="list-total">
          {total ? t(total.key, { count: total.count }) : ' '}
        </Text>
        <Select
          aria-label={t('list.perPage')}
          size="xs"
          w={90}
          data={pageSizes.map((size) => ({ value: size, label: size === 'all' ? t('list.all') : size }))}
          value={perPage}
          onChange={(value) => value && onPerPage(value as PageSize)}
          allowDeselect={false}
          data-testid="list-per-page"
        />
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('list.perPage')}
        </Text>
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
  )
}
