import { Badge, Group } from '@mantine/core'
import { type InventoryRow, inventoryEndpoints } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { inventoryQueries } from '../api/inventory-queries.ts'
import { StockLedgerDrawer } from '../components/stock-ledger-drawer.tsx'

// /inventory: stock by warehouse (spec §2.10); a row opens the ledger it adds up to.
export function InventoryPage() {
  const { t } = useTranslation('inventory')
  const warehouses = useParams(['warehouses'])
  const [opened, setOpened] = useState<InventoryRow | null>(null)
  const quantity = (value: string | null) => (value === null ? formatText(null) : formatNumber(value))
  const columns: ListColumn<InventoryRow>[] = [
    {
      key: 'article_code',
      label: t('fields.article_code'),
      sortField: 'article_code',
      value: (row) => row.article_code,
    },
    {
      key: 'article_name',
      label: t('fields.article_name'),
      sortField: 'article_name',
      value: (row) => row.article_name,
    },
    {
      key: 'warehouse',
      label: t('fields.warehouse'),
      sortField: 'warehouse',
      value: (row) => row.warehouse_name,
    },
    {
      key: 'parent_warehouse',
      label: t('fields.parent_warehouse'),
      value: (row) => formatText(row.parent_warehouse_name),
    },
    {
      key: 'on_hand',
      label: t('fields.on_hand'),
      sortField: 'on_hand',
      value: (row) => quantity(row.on_hand),
    },
    { key: 'reserved', label: t('fields.reserved'), value: (row) => quantity(row.reserved) },
    {
      key: 'available',
      label: t('fields.available'),
      sortField: 'available',
      value: (row) => quantity(row.available),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          {quantity(row.available)}
          {row.below_min && (
            <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
              {t('belowMin')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'incoming', label: t('fields.incoming'), value: (row) => quantity(row.incoming) },
    { key: 'inventory_min', label: t('fields.inventory_min'), value: (row) => quantity(row.inventory_min) },
    { key: 'inventory_max', label: t('fields.inventory_max'), value: (row) => quantity(row.inventory_max) },
    {
      key: 'updated',
      label: t('fields.updated'),
      hiddenByDefault: true,
      value: (row) => formatDateTime(row.updated_at),
    },
  ]
  const warehouseOptions = warehouses.data.warehouses.map((option) => ({
    value: option.id,
    label: option.name,
  }))
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListScreen
        id="inventory"
        title={t('title')}
        endpoint={inventoryEndpoints.list}
        queryKey={inventoryQueries.all}
        columns={columns}
        filters={[
          { key: 'warehouse_id', label: t('fields.warehouse'), type: 'select', options: warehouseOptions },
          {
            key: 'parent_warehouse_id',
            label: t('fields.parent_warehouse'),
            type: 'select',
            options: warehouseOptions,
          },
          {
            key: 'below_min',
            label: t('fields.below_min'),
            type: 'select',
            options: [{ value: 'true', label: t('belowMin') }],
          },
        ]}
        rowKey={(row) => `${row.article_id}:${row.warehouse_id}`}
        defaultSort="article_code"
        onRowClick={setOpened}
      />
      <StockLedgerDrawer row={opened} onClose={() => setOpened(null)} />
    </>
  )
}
