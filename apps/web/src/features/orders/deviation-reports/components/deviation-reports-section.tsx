import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core'
import { deviationOrderStatuses, type Order } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../../lib/auth/session.ts'
import { formatDateTime, formatText } from '../../../../lib/format/format.ts'
import { DeviationStatusBadge } from '../../../../ui/deviation/deviation-badges.tsx'
import { LoadState } from '../../../../ui/load-state.tsx'
import { deviationQueries } from '../api/deviation-queries.ts'

// An order's deviation reports, newest first, with the way to raise the next one: the supplier reports
// a deviation, the buyer requests an update. One report waits for a decision at a time.
export function DeviationReportsSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const { data: user } = useCurrentUser()
  const reports = useQuery({ ...deviationQueries.list(order.id), meta: { quiet: true } })
  const open = deviationOrderStatuses.includes(order.status)
  const waiting = reports.data?.some((report) => report.status === 'pending') ?? false
  const mayRaise = order.side === 'supplier' || hasPermission(user, 'create.order')
  const raisePath =
    order.side === 'supplier'
      ? `/orders/${order.id}/deviation-reports/create`
      : `/orders/${order.id}/request-update`
  return (
    <Stack data-testid="deviation-reports">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {open
            ? waiting
              ? t('deviations.section.waiting')
              : t('deviations.section.hint')
            : t('deviations.section.closed')}
        </Text>
        {open && mayRaise && !waiting && (
          <Button component={Link} to={raisePath} variant="light">
            {order.side === 'supplier' ? t('deviations.create.action') : t('deviations.request.action')}
          </Button>
        )}
      </Group>
      {!reports.data ? (
        <LoadState query={reports} />
      ) : reports.data.length === 0 ? (
        <Text c="dimmed" data-testid="deviations-empty">
          {t('deviations.section.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('deviations.fields.identifier')}</Table.Th>
                <Table.Th>{t('deviations.fields.raisedBy')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
                <Table.Th>{t('deviations.fields.changes')}</Table.Th>
                <Table.Th>{t('fields.createdAt')}</Table.Th>
                <Table.Th>{t('fields.createdBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.data.map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/orders/${order.id}/deviation-reports/${report.id}`}
                      fw={500}
                    >
                      {report.identifier}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`side.${report.raised_by}`)}</Table.Td>
                  <Table.Td>
                    <DeviationStatusBadge status={report.status} />
                  </Table.Td>
                  <Table.Td>{report.changes.length}</Table.Td>
                  <Table.Td>{formatDateTime(report.created_at)}</Table.Td>
                  <Table.Td>{formatText(report.created_by_name)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
