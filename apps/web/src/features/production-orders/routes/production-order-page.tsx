import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { productionOrderQueries } from '../api/production-order-queries.ts'
import { ProductionOrderActions } from '../components/production-order-actions.tsx'
import { ProductionOrderComponents } from '../components/production-order-components.tsx'
import { ProductionOrderReceipts } from '../components/production-order-receipt.tsx'

// /production-orders/:id: the order, its components with what is available now, its receipts, and the
// actions its status allows.
export function ProductionOrderPage() {
  const { t } = useTranslation('production-orders')
  const { id = '' } = useParams()
  const order = useQuery({ ...productionOrderQueries.detail(id), meta: { quiet: true } })
  if (order.error instanceof ApiError && order.error.status === 404) throw order.error
  if (!order.data) return <LoadState query={order} />
  const saved = order.data
  return (
    <>
      <PageHeader
        title={t('detailTitle', { number: saved.number })}
        description={`${saved.article_code} ${saved.article_name}`}
        actions={
          <Group>
            <StatusBadge status={saved.status} ns="production-orders" />
            <ProductionOrderActions order={saved} />
          </Group>
        }
      />
      <Stack gap="lg" maw={1200}>
        <Card withBorder>
          <Title order={2} fz="h4" mb="sm">
            {t('sidebar.overview')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="production-order-overview">
            <DetailField
              label={t('fields.article')}
            >{`${saved.article_code} ${saved.article_name}`}</DetailField>
            <DetailField label={t('fields.warehouse')}>{saved.warehouse_name}</DetailField>
            <DetailField label={t('fields.plannedQuantity')}>
              {formatNumber(saved.planned_quantity)}
            </DetailField>
            <DetailField label={t('fields.receivedQuantity')}>
              <span data-testid="received-quantity">{formatNumber(saved.received_quantity)}</span>
            </DetailField>
            <DetailField label={t('fields.postingDate')}>{formatDate(saved.posting_date)}</DetailField>
            <DetailField label={t('fields.startDate')}>{formatDate(saved.start_date)}</DetailField>
            <DetailField label={t('fields.dueDate')}>{formatDate(saved.due_date)}</DetailField>
            <DetailField label={t('fields.externalId')}>{formatText(saved.external_id)}</DetailField>
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <Title order={2} fz="h4" mb="sm">
            {t('components.title')}
          </Title>
          <ProductionOrderComponents order={saved} />
        </Card>
        <ProductionOrderReceipts key={saved.version} order={saved} />
      </Stack>
    </>
  )
}
