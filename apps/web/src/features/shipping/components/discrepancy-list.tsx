import { Button, Card, Group, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { BookingDiscrepancies, BookingDiscrepancy, DiscrepancyDecisionBody } from '@scm/contracts'
import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'

type Decide = UseMutationResult<unknown, Error, { discrepancyId: string; body: DiscrepancyDecisionBody }>

// Every discrepancy reported on the booking, newest first, with who reported it and the decision.
// `decide` (the buyer's, while the goods are not yet received) approves or rejects a saved one.
export function DiscrepancyList({ view, decide }: { view: BookingDiscrepancies; decide: Decide | null }) {
  const { t } = useTranslation('shipping')
  const confirm = useConfirm()
  const decideIt = async (one: BookingDiscrepancy, decision: 'approve' | 'reject') => {
    const ok = await confirm({
      title: t(`discrepancy.${decision}Title`),
      message: t(`discrepancy.${decision}Message`, {
        subject: one.subject,
        quantity: formatNumber(one.reported_quantity),
      }),
      confirmLabel: t(`discrepancy.${decision}`),
      danger: decision === 'reject',
    })
    if (!ok || !decide) return
    decide.mutate(
      { discrepancyId: one.id, body: { decision, version: one.version } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(`discrepancy.${decision}Done`, { subject: one.subject }),
          }),
        onError: presentError,
      },
    )
  }
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="sm">
        {t('discrepancy.listTitle')}
      </Title>
      {view.discrepancies.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="discrepancies-empty">
          {t('discrepancy.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table data-testid="discrepancies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.delivery')}</Table.Th>
                <Table.Th>{t('discrepancy.subject')}</Table.Th>
                <Table.Th>{t('discrepancy.expected')}</Table.Th>
                <Table.Th>{t('discrepancy.newQuantity')}</Table.Th>
                <Table.Th>{t('discrepancy.difference')}</Table.Th>
                <Table.Th>{t('discrepancy.note')}</Table.Th>
                <Table.Th>{t('discrepancy.reportedBy')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
                {decide && <Table.Th>{t('discrepancy.decision')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.discrepancies.map((one) => (
                <Table.Tr key={one.id} data-testid={`discrepancy-${one.id}`}>
                  <Table.Td>{one.delivery_code}</Table.Td>
                  <Table.Td>{one.subject}</Table.Td>
                  <Table.Td>{formatNumber(one.expected_quantity)}</Table.Td>
                  <Table.Td>{formatNumber(one.reported_quantity)}</Table.Td>
                  <Table.Td>{formatNumber(one.difference)}</Table.Td>
                  <Table.Td>{formatText(one.note)}</Table.Td>
                  <Table.Td>
                    {one.reported_by_name} · {formatDateTime(one.created_at)}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={one.status}
                      ns="shipping"
                      label={t(`discrepancy.status.${one.status}`)}
                    />
                    {one.decided_by_name && (
                      <Text size="xs" c="dimmed">
                        {one.decided_by_name} · {formatDateTime(one.decided_at)}
                      </Text>
                    )}
                  </Table.Td>
                  {decide && (
                    <Table.Td>
                      {one.status === 'saved' && view.open && (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            onClick={() => void decideIt(one, 'approve')}
                            disabled={decide.isPending}
                          >
                            {t('discrepancy.approve')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => void decideIt(one, 'reject')}
                            disabled={decide.isPending}
                          >
                            {t('discrepancy.reject')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  )
}
