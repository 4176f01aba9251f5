import { Badge, Group, SegmentedControl, Table, Text } from '@mantine/core'
import type { DeviationDecision, DeviationVerdict } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { DeviationDecisionBadge } from './deviation-badges.tsx'

export type Verdicts = Record<string, DeviationVerdict>

// One changed value as its feature words it: where it sits (an order's delivery and line, a
// quotation's article), what changed, the values as the reader knows them.
export interface DeviationRow {
  id: string
  testId: string
  place: string
  what: string
  original: string
  proposed: string
  difference: string
  beyondTolerance: boolean
  decision: DeviationDecision
}

// A deviation's changes, original beside new (orders, quotations). A value beyond the buyer's
// tolerance is red and says so in words (spec §5). With `onVerdict`, each undecided change gets its own
// accept/reject choice.
export function DeviationChangeTable({
  rows,
  placeLabel,
  verdicts = {},
  onVerdict,
}: {
  rows: DeviationRow[]
  placeLabel: string
  verdicts?: Verdicts
  onVerdict?: (changeId: string, verdict: DeviationVerdict) => void
}) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" data-testid="deviation-changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{placeLabel}</Table.Th>
            <Table.Th>{t('deviation.table.what')}</Table.Th>
            <Table.Th>{t('deviation.table.original')}</Table.Th>
            <Table.Th>{t('deviation.table.new')}</Table.Th>
            <Table.Th>{t('deviation.table.difference')}</Table.Th>
            <Table.Th w={220}>{t('deviation.table.decision')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={row.testId}>
              <Table.Td>{row.place}</Table.Td>
              <Table.Td>{row.what}</Table.Td>
              <Table.Td>{row.original}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text
                    size="sm"
                    fw={row.beyondTolerance ? 700 : undefined}
                    c={row.beyondTolerance ? 'red.8' : undefined}
                    data-beyond-tolerance={row.beyondTolerance}
                  >
                    {row.proposed}
                  </Text>
                  {row.beyondTolerance && (
                    <Badge color="red" variant="light" size="xs" c="red.9">
                      {t('deviation.beyondTolerance')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td c={row.beyondTolerance ? 'red.8' : undefined}>{row.difference}</Table.Td>
              <Table.Td>
                {onVerdict && row.decision === 'pending' ? (
                  <SegmentedControl
                    size="xs"
                    aria-label={t('deviation.decideChange', { what: row.what })}
                    value={verdicts[row.id] ?? ''}
                    onChange={(value) => onVerdict(row.id, value as DeviationVerdict)}
                    data={[
                      { value: 'accepted', label: t('deviation.accept') },
                      { value: 'rejected', label: t('deviation.reject') },
                    ]}
                  />
                ) : (
                  <DeviationDecisionBadge decision={row.decision} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
