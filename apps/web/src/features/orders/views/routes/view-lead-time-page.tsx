import { SegmentedControl } from '@mantine/core'
import { addDays, type LeadTimeRow, leadTimeGroupings, orderViewEndpoints, todayInCet } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../../lib/format/format.ts'
import { ListScreen } from '../../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { orderViewQueries } from '../api/view-queries.ts'
import { dateRangeFilters, partnerFilter, useViewOptions } from '../components/view-filters.ts'
import { useDefaultFilters, useUrlValue } from '../components/view-url-state.ts'

// Spec §2.1 /orders/lead-time-schedule: per supplier (and article), the days from sending the order
// to the planned ETD/ETA against the days asked for. The range is of the day the order was sent.
export function LeadTimePage() {
  const { t } = useTranslation('orders')
  const options = useViewOptions()
  useDefaultFilters({ from: addDays(todayInCet(), -365) })
  const [groupBy, setGroupBy] = useUrlValue('filter[group_by]', leadTimeGroupings, 'supplier')
  const days = (key: keyof LeadTimeRow, label: string, sortField?: string): ListColumn<LeadTimeRow> => ({
    key,
    label,
    sortField,
    value: (row) => formatNumber(row[key] as number | null),
  })
  const columns: ListColumn<LeadTimeRow>[] = [
    {
      key: 'partner',
      label: t('views.fields.counterparty'),
      sortField: 'partner_name',
      value: (row) => formatText(row.partner_name),
    },
    ...(groupBy === 'article'
      ? [
          {
            key: 'article',
            label: t('views.fields.article'),
            sortField: 'article_code',
            value: (row: LeadTimeRow) => `${row.article_code} ${row.article_name}`,
          },
          days('article_lead_time_days', t('views.fields.articleLeadTime')),
        ]
      : []),
    days('deliveries', t('views.fields.deliveries'), 'deliveries'),
    days('planned_etd_days', t('views.fields.plannedEtd')),
    days('requested_etd_days', t('views.fields.requestedEtdDays')),
    days('planned_eta_days', t('views.fields.plannedEta'), 'planned_eta_days'),
    days('requested_eta_days', t('views.fields.requestedEtaDays')),
  ]
  return (
    <>
      <PageHeader
        title={t('views.leadTimes.title')}
        description={t('views.leadTimes.description')}
        actions={
          <SegmentedControl
            aria-label={t('views.fields.groupBy')}
            value={groupBy}
            onChange={(value) => setGroupBy(value as typeof groupBy)}
            data={leadTimeGroupings.map((value) => ({ value, label: t(`views.groupBy.${value}`) }))}
          />
        }
      />
      <ListScreen
        id={`order-lead-times-${groupBy}`}
        title={t('views.leadTimes.title')}
        endpoint={orderViewEndpoints.leadTimes}
        queryKey={orderViewQueries.leadTimes}
        columns={columns}
        filters={[
          {
            key: 'group_by',
            label: t('views.fields.groupBy'),
            type: 'select',
            options: leadTimeGroupings.map((value) => ({ value, label: t(`views.groupBy.${value}`) })),
          },
          ...dateRangeFilters(t),
          partnerFilter(t, options.partners),
        ]}
        rowKey={(row) => row.key}
        defaultSort="partner_name"
      />
    </>
  )
}
