import { Badge, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { orderQueries } from '../api/order-queries.ts'
import { describeField, describeValue } from './history-labels.ts'

// Every change of the order, in the order it happened: who, when, what happened, and each value before → after
// (an earlier promise stays visible after a deviation changed it).
export function OrderHistory({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders')
  const history = useQuery({ ...orderQueries.history(orderId), meta: { quiet: true } })
  if (!history.data) return <LoadState query={history} />
  if (history.data.length === 0)
    return (
      <Text c="dimmed" data-testid="history-empty">
        {t('history.empty')}
      </Text>
    )
  const eventName = (event: string) =>
    i18n.exists(`orders:history.events.${event}`) ? t(`history.events.${event}`) : event
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" data-testid="order-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('history.when')}</Table.Th>
            <Table.Th w={200}>{t('history.who')}</Table.Th>
            <Table.Th w={200}>{t('history.what')}</Table.Th>
            <Table.Th>{t('history.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>
                {formatText(entry.actor_name)}
                {entry.actor_side && (
                  <Badge ml="xs" size="xs" variant="light" color="gray">
                    {t(`side.${entry.actor_side}`)}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {eventName(entry.event)}
                </Text>
                {entry.reason && (
                  <Text size="xs" c="dimmed">
                    {t('history.reason', { reason: entry.reason })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {entry.changes.map((change) => (
                    <Text size="sm" key={change.field}>
                      <Text span fw={500}>
                        {describeField(t, change.field)}
                      </Text>
                      {`: ${formatText(describeValue(t, change.field, change.before))} → ${formatText(describeValue(t, change.field, change.after))}`}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
