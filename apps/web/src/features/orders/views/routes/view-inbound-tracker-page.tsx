import { inboundStatuses, orderViewEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ListScreen } from '../../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { orderViewQueries } from '../api/view-queries.ts'
import { DeliveryRowMenu, deliveryColumns } from '../components/view-delivery-columns.tsx'
import {
  dateRangeFilters,
  partnerFilter,
  shipmentFilter,
  statusFilter,
  useViewOptions,
  warehouseFilter,
} from '../components/view-filters.ts'

// Spec §2.1 /orders/inbound-tracker: what is on its way to the warehouses, late deliveries marked.
export function InboundTrackerPage() {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const options = useViewOptions()
  return (
    <>
      <PageHeader
        title={t('views.inboundTracker.title')}
        description={t('views.inboundTracker.description')}
      />
      <ListScreen
        id="order-inbound-tracker"
        title={t('views.inboundTracker.title')}
        endpoint={orderViewEndpoints.inboundTracker}
        queryKey={orderViewQueries.inboundTracker}
        columns={deliveryColumns(t, {
          sortable: { eta: 'eta', days_late: 'days_late', code: 'code', warehouse_name: 'warehouse_name' },
        })}
        filters={[
          {
            key: 'late',
            label: t('views.fields.lateOnly'),
            type: 'select',
            options: [{ value: 'true', label: t('views.yes') }],
          },
          ...dateRangeFilters(t),
          partnerFilter(t, options.partners),
          warehouseFilter(t, options.warehouses),
          statusFilter(t, inboundStatuses),
          shipmentFilter(t),
        ]}
        rowKey={(row) => row.id}
        defaultSort="eta"
        onRowClick={(row) => navigate(`/orders/${row.order_id}`)}
        rowActions={(row) => <DeliveryRowMenu row={row} />}
      />
    </>
  )
}
