import { Anchor, Stack, Table, Text, Title } from '@mantine/core'
import type { SalesOrder } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// The "related orders" tab: the purchase orders and the production orders made from the sales order.
export function SalesOrderRelated({ order }: { order: SalesOrder }) {
  const { t } = useTranslation('sales')
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('related.purchaseOrders')}
        </Title>
        {order.purchase_orders.length === 0 ? (
          <Text c="dimmed">{t('related.noPurchaseOrders')}</Text>
        ) : (
          <Table data-testid="related-purchase-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('related.number')}</Table.Th>
                <Table.Th>{t('related.supplier')}</Table.Th>
                <Table.Th>{t('related.status')}</Table.Th>
                <Table.Th>{t('related.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.purchase_orders.map((purchase) => (
                <Table.Tr key={purchase.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/orders/${purchase.id}`}>
                      {purchase.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatText(purchase.supplier_name)}</Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={purchase.status.replaceAll('_', '-')}
                      ns="sales"
                      label={t(`orderStatus.${purchase.status}`)}
                    />
                  </Table.Td>
                  <Table.Td>{formatDateTime(purchase.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('related.productionOrders')}
        </Title>
        {order.production_orders.length === 0 ? (
          <Text c="dimmed">{t('related.noProductionOrders')}</Text>
        ) : (
          <Table data-testid="related-production-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('related.number')}</Table.Th>
                <Table.Th>{t('related.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.production_orders.map((production) => (
                <Table.Tr key={production.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/production-orders/${production.id}`}>
                      {production.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={production.status}
                      ns="sales"
                      label={t(`productionStatus.${production.status}`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  )
}
