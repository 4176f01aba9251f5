import { Badge, Group, SegmentedControl, Table, Text } from '@mantine/core'
import type { DeviationChange, DeviationVerdict } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { DeviationDecisionBadge } from './deviation-status-badge.tsx'
import { changeDifference, changePlace, changeValue, fieldLabel } from './deviation-values.ts'

export type Verdicts = Record<string, DeviationVerdict>

// A report's changes, original beside new. A value beyond the buyer's tolerance is red and says so in
// words (spec §5). With `onVerdict`, each undecided change gets its own accept/reject choice.
export function DeviationChangeTable({
  changes,
  currency,
  verdicts = {},
  onVerdict,
}: {
  changes: DeviationChange[]
  currency: string
  verdicts?: Verdicts
  onVerdict?: (changeId: string, verdict: DeviationVerdict) => void
}) {
  const { t } = useTranslation('orders')
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" data-testid="deviation-changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deviations.table.where')}</Table.Th>
            <Table.Th>{t('deviations.table.what')}</Table.Th>
            <Table.Th>{t('deviations.table.original')}</Table.Th>
            <Table.Th>{t('deviations.table.new')}</Table.Th>
            <Table.Th>{t('deviations.table.difference')}</Table.Th>
            <Table.Th w={220}>{t('deviations.table.decision')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.id} data-testid={`change-${change.field}-${change.delivery_position}`}>
              <Table.Td>{changePlace(t, change)}</Table.Td>
              <Table.Td>{fieldLabel(t, change.field)}</Table.Td>
              <Table.Td>{changeValue(change, 'original', currency)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text
                    size="sm"
                    fw={change.beyond_tolerance ? 700 : undefined}
                    c={change.beyond_tolerance ? 'red.8' : undefined}
                    data-beyond-tolerance={change.beyond_tolerance}
                  >
                    {changeValue(change, 'new', currency)}
                  </Text>
                  {change.beyond_tolerance && (
                    <Badge color="red" variant="light" size="xs" c="red.9">
                      {t('deviations.beyondTolerance')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td c={change.beyond_tolerance ? 'red.8' : undefined}>
                {changeDifference(t, change)}
              </Table.Td>
              <Table.Td>
                {onVerdict && change.decision === 'pending' ? (
                  <SegmentedControl
                    size="xs"
                    aria-label={t('deviations.decideChange', { what: fieldLabel(t, change.field) })}
                    value={verdicts[change.id] ?? ''}
                    onChange={(value) => onVerdict(change.id, value as DeviationVerdict)}
                    data={[
                      { value: 'accepted', label: t('deviations.accept') },
                      { value: 'rejected', label: t('deviations.reject') },
                    ]}
                  />
                ) : (
                  <DeviationDecisionBadge decision={change.decision} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
