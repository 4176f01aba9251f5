import { Button, Drawer, Group, Stack, Table, Text } from '@mantine/core'
import type { InventoryRow } from '@scm/contracts'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { inventoryQueries } from '../api/inventory-queries.ts'

// The ledger of one article in one warehouse: every entry that made the figure, newest first.
export function StockLedgerDrawer({ row, onClose }: { row: InventoryRow | null; onClose: () => void }) {
  const { t } = useTranslation('inventory')
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={row ? t('ledger.title', { article: `${row.article_code} ${row.article_name}` }) : ''}
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      {row && <LedgerEntries articleId={row.article_id} warehouseId={row.warehouse_id} />}
    </Drawer>
  )
}

function LedgerEntries({ articleId, warehouseId }: { articleId: string; warehouseId: string }) {
  const { t } = useTranslation('inventory')
  const query = useInfiniteQuery(inventoryQueries.ledger(articleId, warehouseId))
  if (!query.data) return <LoadState query={query} title={t('ledger.loadFailed')} />
  const [first] = query.data.pages
  const entries = query.data.pages.flatMap((page) => page.data)
  return (
    <Stack data-testid="stock-ledger">
      <Group gap="xl">
        <DetailField label={t('fields.warehouse')}>{first!.ledger.warehouse_name}</DetailField>
        <DetailField label={t('fields.on_hand')}>{formatNumber(first!.ledger.on_hand)}</DetailField>
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed">{t('ledger.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ledger.when')}</Table.Th>
                <Table.Th>{t('ledger.document')}</Table.Th>
                <Table.Th ta="right">{t('ledger.quantity')}</Table.Th>
                <Table.Th ta="right">{t('ledger.balance')}</Table.Th>
                <Table.Th>{t('ledger.user')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
                  <Table.Td>
                    {t(`documentTypes.${entry.document_type}`)}: {entry.document_label}
                  </Table.Td>
                  <Table.Td ta="right">
                    {entry.quantity.startsWith('-') ? '' : '+'}
                    {formatNumber(entry.quantity)}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(entry.balance_after)}</Table.Td>
                  <Table.Td>{formatText(entry.user_name)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.hasNextPage && (
        <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('ledger.more')}
        </Button>
      )}
    </Stack>
  )
}
