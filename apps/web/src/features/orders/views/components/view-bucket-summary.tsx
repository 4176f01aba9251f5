import { Group, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core'
import type { ScheduleDate, ScheduleGrouping } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatDate, formatNumber } from '../../../../lib/format/format.ts'
import { orderViewQueries } from '../api/view-queries.ts'
import { useUrlFilters } from './view-url-state.ts'

const filterKeys = ['partner_company_id', 'warehouse_id', 'shipment_state', 'from', 'to', 'status'] as const

// The schedule at a glance: deliveries and quantity per week or day, for the list's own filters.
export function ViewBucketSummary({
  dateBy,
  grouping,
}: {
  dateBy: ScheduleDate
  grouping: ScheduleGrouping
}) {
  const { t } = useTranslation('orders')
  const [params] = useSearchParams()
  const filter = { ...useUrlFilters(filterKeys), date_by: dateBy }
  const search = params.get('search') || undefined
  const buckets = useQuery({
    ...orderViewQueries.buckets({ grouping, filter, search }),
    meta: { quiet: true },
  })
  if (buckets.isPending) return <Skeleton h={64} mb="md" />
  if (buckets.isError || !buckets.data) return null
  if (buckets.data.length === 0)
    return (
      <Text c="dimmed" size="sm" mb="md">
        {t('views.buckets.empty')}
      </Text>
    )
  return (
    <ScrollArea type="auto" mb="md" aria-label={t('views.buckets.label')}>
      <Group gap="xs" wrap="nowrap" pb="xs" data-testid="delivery-buckets">
        {buckets.data.map((bucket) => (
          <Paper key={bucket.key} withBorder p="xs" miw={140} data-bucket={bucket.key}>
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {bucket.key}
              </Text>
              {grouping === 'week' && (
                <Text size="xs" c="dimmed">
                  {formatDate(bucket.start)}
                </Text>
              )}
              <Text size="xs">
                {t('views.buckets.summary', {
                  count: bucket.deliveries,
                  qty: formatNumber(bucket.total_qty),
                })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Group>
    </ScrollArea>
  )
}
