import { type EtaScheduleRow, orderViewEndpoints, todayInCet } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatNumber, formatText } from '../../../../lib/format/format.ts'
import { ListScreen } from '../../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { orderViewQueries } from '../api/view-queries.ts'
import { unwrapped } from '../components/view-delivery-columns.tsx'
import {
  dateRangeFilters,
  partnerFilter,
  useViewOptions,
  warehouseFilter,
} from '../components/view-filters.ts'
import { useDefaultFilters } from '../components/view-url-state.ts'

// The ETA schedule (spec §2.1, view.eta.schedule): per warehouse and day, the deliveries expected.
export function EtaSchedulePage() {
  const { t } = useTranslation('orders')
  const options = useViewOptions()
  useDefaultFilters({ from: todayInCet() })
  const columns: ListColumn<EtaScheduleRow>[] = [
    { key: 'eta', label: t('views.fields.eta'), sortField: 'eta', value: (row) => formatDate(row.eta) },
    {
      key: 'warehouse',
      label: t('views.fields.warehouse'),
      sortField: 'warehouse_name',
      value: (row) => formatText(row.warehouse_name),
    },
    {
      key: 'deliveries',
      label: t('views.fields.deliveries'),
      sortField: 'deliveries',
      value: (row) => formatNumber(row.deliveries),
    },
    {
      key: 'qty',
      label: t('views.fields.qty'),
      sortField: 'total_qty',
      value: (row) => formatNumber(row.total_qty),
    },
    {
      key: 'codes',
      label: t('views.fields.codes'),
      value: (row) =>
        row.deliveries > row.codes.length ? `${row.codes.join(', ')} …` : row.codes.join(', '),
    },
  ]
  return (
    <>
      <PageHeader title={t('views.etaSchedule.title')} description={t('views.etaSchedule.description')} />
      <ListScreen
        id="order-eta-schedule"
        title={t('views.etaSchedule.title')}
        endpoint={orderViewEndpoints.etaSchedule}
        queryKey={orderViewQueries.etaSchedule}
        columns={unwrapped(columns, new Set(['eta']))}
        filters={[
          ...dateRangeFilters(t),
          warehouseFilter(t, options.warehouses),
          partnerFilter(t, options.partners),
        ]}
        rowKey={(row) => `${row.warehouse_id ?? 'none'}-${row.eta}`}
        defaultSort="eta"
        searchable={false}
      />
    </>
  )
}
