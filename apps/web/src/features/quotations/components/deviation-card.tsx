import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { QuotationDeviation, QuotationDeviationChange } from '@scm/contracts'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatText,
  notAvailable,
} from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { DeviationStatusBadge } from '../../../ui/deviation/deviation-badges.tsx'
import {
  DeviationChangeTable,
  type DeviationRow,
  type Verdicts,
} from '../../../ui/deviation/deviation-change-table.tsx'
import { deviationDifference } from '../../../ui/deviation/deviation-difference.ts'

function changeValue(change: QuotationDeviationChange, value: string | null, currency: string) {
  if (value === null) return notAvailable()
  if (change.field === 'price') return `${formatNumber(value)} ${currency}`
  if (change.field === 'qty') return formatNumber(value)
  return formatDate(value)
}

// A quotation's changes as the shared change table shows them: an article's, or the whole request's
// due date.
export const quotationChangeRows = (
  t: TFunction,
  changes: QuotationDeviationChange[],
  currency: string,
): DeviationRow[] =>
  changes.map((change) => ({
    id: change.id,
    testId: `change-${change.field}-${change.item_position ?? 'all'}`,
    place: change.article_code
      ? `${change.article_code} ${change.article_name ?? ''}`.trim()
      : t('deviation.wholeRequest'),
    what: t(`deviation.fields.${change.field}`),
    original: changeValue(change, change.original_value, currency),
    proposed: changeValue(change, change.new_value, currency),
    difference: deviationDifference(t, change),
    beyondTolerance: change.beyond_tolerance,
    decision: change.decision,
  }))

// One deviation: who proposed what and why, each change original beside new; `actions` are the
// reader's (decide, accept all, withdraw).
export function DeviationCard({
  deviation,
  currency,
  verdicts,
  onVerdict,
  actions,
}: {
  deviation: QuotationDeviation
  currency: string
  verdicts?: Verdicts
  onVerdict?: (changeId: string, verdict: 'accepted' | 'rejected') => void
  actions?: ReactNode
}) {
  const { t } = useTranslation('quotations')
  return (
    <Card withBorder padding="md" data-testid={`deviation-${deviation.identifier}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={3} fz="h5">
              {t('deviation.cardTitle', {
                identifier: deviation.identifier,
                supplier: deviation.supplier_name,
              })}
            </Title>
            <DeviationStatusBadge status={deviation.status} />
          </Group>
          {actions}
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <DetailField label={t('deviation.createdBy')}>{formatText(deviation.created_by_name)}</DetailField>
          <DetailField label={t('deviation.createdAt')}>{formatDateTime(deviation.created_at)}</DetailField>
          <DetailField label={t('deviation.decidedBy')}>{formatText(deviation.decided_by_name)}</DetailField>
          <DetailField label={t('deviation.decidedAt')}>{formatDateTime(deviation.decided_at)}</DetailField>
        </SimpleGrid>
        {deviation.reason && <Text size="sm">{deviation.reason}</Text>}
        <DeviationChangeTable
          rows={quotationChangeRows(t, deviation.changes, currency)}
          placeLabel={t('deviation.place')}
          verdicts={verdicts}
          onVerdict={onVerdict}
        />
      </Stack>
    </Card>
  )
}
