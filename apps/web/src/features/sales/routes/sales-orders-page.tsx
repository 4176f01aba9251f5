import { Button } from '@mantine/core'
import {
  type SalesOrderSummary,
  salesOrderAcceptStatuses,
  salesOrderEndpoints,
  salesOrderStatuses,
} from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { salesOrderQueries } from '../api/sales-order-queries.ts'
import { CreateSalesOrderModal } from '../components/create-sales-order-modal.tsx'
import { SalesOrderStatus } from '../components/sales-order-status.tsx'

// /sales-orders: what the company sells, filtered by status, the customer's answer or the customer.
export function SalesOrdersPage() {
  const { t } = useTranslation('sales')
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const customers = useQuery(salesOrderQueries.customers())
  const columns: ListColumn<SalesOrderSummary>[] = [
    { key: 'number', label: t('fields.number'), sortField: 'number', value: (row) => row.number },
    {
      key: 'customer',
      label: t('fields.customer'),
      sortField: 'customer',
      value: (row) => row.customer_name,
    },
    {
      key: 'posting_date',
      label: t('fields.postingDate'),
      sortField: 'posting_date',
      value: (row) => formatDate(row.posting_date),
    },
    {
      key: 'dispatch_date',
      label: t('fields.dispatchDate'),
      sortField: 'dispatch_date',
      value: (row) => formatText(row.dispatch_date ? formatDate(row.dispatch_date) : null),
    },
    {
      key: 'status',
      label: t('fields.status'),
      value: (row) => `${t(`status.${row.status}`)} ${t(`accept.status.${row.accept_status}`)}`,
      render: (row) => <SalesOrderStatus order={row} />,
    },
    {
      key: 'supplier',
      label: t('fields.assignedSupplier'),
      value: (row) => formatText(row.assigned_supplier_name),
    },
    { key: 'lines', label: t('fields.lineCount'), value: (row) => String(row.line_count) },
    {
      key: 'value',
      label: t('fields.totalValue'),
      value: (row) => `${formatNumber(row.total_value, 2)} ${row.currency}`,
    },
  ]
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListScreen
        id="sales-orders"
        title={t('title')}
        endpoint={salesOrderEndpoints.list}
        queryKey={salesOrderQueries.all}
        columns={columns}
        filters={[
          {
            key: 'status',
            label: t('fields.status'),
            type: 'select',
            options: salesOrderStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          },
          {
            key: 'accept_status',
            label: t('fields.acceptStatus'),
            type: 'select',
            options: salesOrderAcceptStatuses.map((status) => ({
              value: status,
              label: t(`accept.status.${status}`),
            })),
          },
          {
            key: 'customer_company_id',
            label: t('fields.customer'),
            type: 'select',
            options: (customers.data ?? []).map((option) => ({ value: option.id, label: option.name })),
          },
        ]}
        rowKey={(row) => row.id}
        defaultSort="-number"
        onRowClick={(row) => navigate(`/sales-orders/${row.id}`)}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="create-sales-order"
          >
            {t('create')}
          </Button>
        }
      />
      <CreateSalesOrderModal opened={creating} onClose={() => setCreating(false)} />
    </>
  )
}
