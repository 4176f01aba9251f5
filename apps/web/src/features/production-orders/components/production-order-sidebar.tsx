import { Card, Stack, Table, Text, Title } from '@mantine/core'
import type { ProductionArticleOption, ProductionOrder } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'

const times = (perUnit: string, quantity: string) => {
  const product = Number(perUnit) * Number(quantity)
  return Number.isFinite(product) && Number(quantity) > 0 ? formatNumber(product) : ''
}

// The form's sidebar (spec §2.10): the order at a glance, and the articles its bill of material takes
// for the quantity entered, as the order will copy them.
export function ProductionOrderSidebar({
  order,
  article,
  quantity,
  warehouseName,
}: {
  order: ProductionOrder | null
  article: ProductionArticleOption | undefined
  quantity: string
  warehouseName: string | undefined
}) {
  const { t } = useTranslation('production-orders')
  return (
    <Stack data-testid="production-order-sidebar">
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t('sidebar.overview')}
        </Title>
        <Stack gap="xs">
          <DetailField label={t('fields.number')}>{order?.number ?? t('sidebar.newNumber')}</DetailField>
          <DetailField label={t('fields.status')}>
            <StatusBadge status={order?.status ?? 'draft'} ns="production-orders" />
          </DetailField>
          <DetailField label={t('fields.article')}>
            {article ? `${article.code} ${article.name}` : formatText(null)}
          </DetailField>
          <DetailField label={t('fields.plannedQuantity')}>{formatText(quantity)}</DetailField>
          <DetailField label={t('fields.warehouse')}>{formatText(warehouseName)}</DetailField>
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} fz="h4" mb="sm">
          {t('sidebar.articles')}
        </Title>
        {article ? (
          <Table fz="sm" data-testid="sidebar-components">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.productId')}</Table.Th>
                <Table.Th ta="right">{t('fields.bomQuantity')}</Table.Th>
                <Table.Th ta="right">{t('fields.requiredQuantity')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {article.components.map((part) => (
                <Table.Tr key={part.article_code}>
                  <Table.Td>
                    {part.article_code}
                    <Text size="xs" c="dimmed">
                      {part.article_name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatNumber(part.bom_quantity)} {part.unit ?? ''}
                  </Table.Td>
                  <Table.Td ta="right">{times(part.bom_quantity, quantity)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('sidebar.chooseArticle')}
          </Text>
        )}
      </Card>
    </Stack>
  )
}
