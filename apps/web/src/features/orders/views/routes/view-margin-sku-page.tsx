import { type ArticleMargin, orderViewEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText, notAvailable } from '../../../../lib/format/format.ts'
import { ListScreen } from '../../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { orderViewQueries } from '../api/view-queries.ts'
import { unwrapped } from '../components/view-delivery-columns.tsx'
import { useViewOptions } from '../components/view-filters.ts'
import { MarginText, marginFilters, money, percent } from '../components/view-margin-cells.tsx'

const amounts = new Set(['code', 'average_purchase_price', 'sales_price', 'purchase_value', 'sales_value'])

// Spec §2.1 /orders/margin-review-sku (manage.price.margins): the margin of each ordered article.
export function MarginSkuPage() {
  const { t } = useTranslation('orders')
  const options = useViewOptions()
  const amount = (value: string | null, row: ArticleMargin) =>
    value === null ? notAvailable() : money(value, row.reporting_currency)
  const columns: ListColumn<ArticleMargin>[] = [
    { key: 'code', label: t('views.fields.articleCode'), sortField: 'code', value: (row) => row.code },
    { key: 'name', label: t('views.fields.articleName'), sortField: 'name', value: (row) => row.name },
    { key: 'sku', label: t('views.fields.sku'), value: (row) => formatText(row.sku), hiddenByDefault: true },
    { key: 'orders', label: t('views.fields.orders'), value: (row) => formatNumber(row.orders) },
    { key: 'qty', label: t('views.fields.qty'), value: (row) => formatNumber(row.qty) },
    {
      key: 'average_purchase_price',
      label: t('views.fields.averagePurchasePrice'),
      value: (row) => amount(row.average_purchase_price, row),
    },
    { key: 'sales_price', label: t('views.fields.salesPrice'), value: (row) => amount(row.sales_price, row) },
    {
      key: 'purchase_value',
      label: t('views.fields.purchaseValue'),
      value: (row) => amount(row.purchase_value, row),
      hiddenByDefault: true,
    },
    { key: 'sales_value', label: t('views.fields.salesValue'), value: (row) => amount(row.sales_value, row) },
    {
      key: 'margin',
      label: t('views.fields.margin'),
      value: (row) => amount(row.margin, row),
      render: (row) => <MarginText value={row.margin} suffix={row.reporting_currency} />,
    },
    {
      key: 'margin_percent',
      label: t('views.fields.marginPercent'),
      value: (row) => percent(row.margin_percent),
      render: (row) => <MarginText value={row.margin_percent} suffix="%" />,
    },
    {
      key: 'unconverted_lines',
      label: t('views.fields.unconvertedLines'),
      value: (row) => formatNumber(row.unconverted_lines),
      hiddenByDefault: true,
    },
  ]
  return (
    <>
      <PageHeader
        title={t('views.marginReviewSku.title')}
        description={t('views.marginReviewSku.description')}
      />
      <ListScreen
        id="order-margin-review-sku"
        title={t('views.marginReviewSku.title')}
        endpoint={orderViewEndpoints.articleMargins}
        queryKey={orderViewQueries.articleMargins}
        columns={unwrapped(columns, amounts)}
        filters={marginFilters(t, options.partners)}
        rowKey={(row) => row.article_id}
        defaultSort="code"
      />
    </>
  )
}
