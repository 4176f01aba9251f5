import { Group, SegmentedControl } from '@mantine/core'
import {
  orderStatuses,
  orderViewEndpoints,
  scheduleDates,
  scheduleGroupings,
  todayInCet,
  weekStart,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ListScreen } from '../../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { orderViewQueries } from '../api/view-queries.ts'
import { ViewBucketSummary } from '../components/view-bucket-summary.tsx'
import { DeliveryRowMenu, deliveryColumns } from '../components/view-delivery-columns.tsx'
import {
  dateRangeFilters,
  partnerFilter,
  shipmentFilter,
  statusFilter,
  useViewOptions,
  warehouseFilter,
} from '../components/view-filters.ts'
import { useDefaultFilters, useUrlValue } from '../components/view-url-state.ts'

// Spec §2.1 /orders/delivery-schedule: deliveries by the week or day of their ETD or ETA.
export function DeliverySchedulePage() {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const options = useViewOptions()
  useDefaultFilters({ from: weekStart(todayInCet()) })
  const [dateBy, setDateBy] = useUrlValue('filter[date_by]', scheduleDates, 'etd')
  const [grouping, setGrouping] = useUrlValue('group', scheduleGroupings, 'week')
  return (
    <>
      <PageHeader
        title={t('views.deliverySchedule.title')}
        description={t('views.deliverySchedule.description')}
        actions={
          <Group gap="sm">
            <SegmentedControl
              aria-label={t('views.fields.dateBy')}
              value={dateBy}
              onChange={(value) => setDateBy(value as typeof dateBy)}
              data={scheduleDates.map((value) => ({ value, label: t(`views.dateBy.${value}`) }))}
              data-testid="schedule-date-by"
            />
            <SegmentedControl
              aria-label={t('views.fields.period')}
              value={grouping}
              onChange={(value) => setGrouping(value as typeof grouping)}
              data={scheduleGroupings.map((value) => ({ value, label: t(`views.grouping.${value}`) }))}
              data-testid="schedule-grouping"
            />
          </Group>
        }
      />
      <ViewBucketSummary dateBy={dateBy} grouping={grouping} />
      <ListScreen
        id="order-delivery-schedule"
        title={t('views.deliverySchedule.title')}
        endpoint={orderViewEndpoints.deliverySchedule}
        queryKey={orderViewQueries.deliverySchedule}
        columns={deliveryColumns(t, {
          period: { dateBy, grouping },
          sortable: { date: 'date', code: 'code', warehouse_name: 'warehouse_name', [dateBy]: 'date' },
        })}
        filters={[
          ...dateRangeFilters(t),
          {
            key: 'date_by',
            label: t('views.fields.dateBy'),
            type: 'select',
            options: scheduleDates.map((value) => ({ value, label: t(`views.dateBy.${value}`) })),
          },
          partnerFilter(t, options.partners),
          warehouseFilter(t, options.warehouses),
          statusFilter(t, orderStatuses),
          shipmentFilter(t),
        ]}
        rowKey={(row) => row.id}
        defaultSort="date"
        onRowClick={(row) => navigate(`/orders/${row.order_id}`)}
        rowActions={(row) => <DeliveryRowMenu row={row} />}
      />
    </>
  )
}
