import { type OrderMargin, orderViewEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { formatDate, formatNumber, formatText, notAvailable } from '../../../../lib/format/format.ts'
import { ListScreen } from '../../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { orderViewQueries } from '../api/view-queries.ts'
import { unwrapped } from '../components/view-delivery-columns.tsx'
import { useViewOptions } from '../components/view-filters.ts'
import { MarginText, marginFilters, money, percent, statusLabel } from '../components/view-margin-cells.tsx'

const amounts = new Set(['number', 'created_at', 'purchase_value', 'purchase_value_reporting', 'sales_value'])

// Spec §2.1 /orders/margin-review (manage.price.margins): the margin of each of the buyer's orders.
export function MarginReviewPage() {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const options = useViewOptions()
  const reporting = (row: OrderMargin) =>
    row.purchase_value_reporting === null ? '' : row.reporting_currency
  const columns: ListColumn<OrderMargin>[] = [
    { key: 'number', label: t('views.fields.number'), sortField: 'number', value: (row) => row.number },
    { key: 'supplier', label: t('views.fields.supplier'), value: (row) => formatText(row.supplier_name) },
    {
      key: 'created_at',
      label: t('views.fields.createdAt'),
      sortField: 'created_at',
      value: (row) => formatDate(row.created_at),
    },
    {
      key: 'status',
      label: t('views.fields.status'),
      value: (row) => statusLabel(t, row.status),
      hiddenByDefault: true,
    },
    {
      key: 'purchase_value',
      label: t('views.fields.purchaseValue'),
      sortField: 'purchase_value',
      value: (row) => money(row.purchase_value, row.currency),
    },
    {
      key: 'purchase_value_reporting',
      label: t('views.fields.purchaseValueReporting'),
      value: (row) =>
        row.purchase_value_reporting === null
          ? t('views.noRate')
          : money(row.purchase_value_reporting, row.reporting_currency),
    },
    {
      key: 'sales_value',
      label: t('views.fields.salesValue'),
      value: (row) =>
        row.sales_value === null ? notAvailable() : money(row.sales_value, row.reporting_currency),
    },
    {
      key: 'margin',
      label: t('views.fields.margin'),
      value: (row) => (row.margin === null ? notAvailable() : money(row.margin, row.reporting_currency)),
      render: (row) => <MarginText value={row.margin} suffix={reporting(row)} />,
    },
    {
      key: 'margin_percent',
      label: t('views.fields.marginPercent'),
      value: (row) => percent(row.margin_percent),
      render: (row) => <MarginText value={row.margin_percent} suffix="%" />,
    },
    {
      key: 'unpriced_lines',
      label: t('views.fields.unpricedLines'),
      value: (row) => formatNumber(row.unpriced_lines),
    },
    {
      key: 'priced_lines',
      label: t('views.fields.pricedLines'),
      value: (row) => formatNumber(row.priced_lines),
      hiddenByDefault: true,
    },
  ]
  return (
    <>
      <PageHeader title={t('views.marginReview.title')} description={t('views.marginReview.description')} />
      <ListScreen
        id="order-margin-review"
        title={t('views.marginReview.title')}
        endpoint={orderViewEndpoints.margins}
        queryKey={orderViewQueries.margins}
        columns={unwrapped(columns, amounts)}
        filters={marginFilters(t, options.partners)}
        rowKey={(row) => row.order_id}
        defaultSort="-created_at"
        onRowClick={(row) => navigate(`/orders/${row.order_id}`)}
      />
    </>
  )
}
