import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ComparedSupplier, QuotationComparison } from '@scm/contracts'
import { IconTrophy } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format/format.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { SupplierLinkActions } from './supplier-link-actions.tsx'
import type { useComparisonMoves } from './use-comparison-moves.ts'

interface Props {
  comparison: QuotationComparison
  moves: ReturnType<typeof useComparisonMoves>
  canMove: boolean
}

// One card per supplier asked: where its invite stands, its answer's totals, and the buyer's moves.
export function ComparisonSuppliers({ comparison, moves, canMove }: Props) {
  const { t } = useTranslation('quotations')
  return (
    <section aria-labelledby="compare-suppliers">
      <Title order={2} fz="h4" mb="sm" id="compare-suppliers">
        {t('compare.suppliers')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {comparison.suppliers.map((supplier) => (
          <SupplierCard
            key={supplier.invite_id}
            supplier={supplier}
            comparison={comparison}
            moves={moves}
            canMove={canMove}
          />
        ))}
      </SimpleGrid>
    </section>
  )
}

function SupplierCard({ supplier, comparison, moves, canMove }: Props & { supplier: ComparedSupplier }) {
  const { t } = useTranslation('quotations')
  const open = canMove && comparison.status === 'in-progress'
  const answered = supplier.answered_at !== null
  return (
    <Card withBorder data-testid="compare-supplier" data-supplier={supplier.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{supplier.name}</Text>
          <StatusBadge status={supplier.status} ns="quotations" prefix="compare." />
        </Group>
        {supplier.invite_id === comparison.winner_invite_id && (
          <Group gap={4}>
            <IconTrophy size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {t('compare.winner')}
            </Text>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {answered
            ? t('compare.answeredAt', { date: formatDateTime(supplier.answered_at) })
            : t('compare.notAnswered')}
        </Text>
        {supplier.guest_link && (
          <Group gap={6} data-testid="compare-guest-link">
            <Text size="sm">
              {t('compare.guestLink', { email: supplier.guest_link.recipient_email })}
              {supplier.guest_link.password_required && ` (${t('compare.guestLinkPassword')})`}
            </Text>
            <StatusBadge
              status={supplier.guest_link.status}
              ns="quotations"
              prefix="compare.guestLinkStatus."
            />
          </Group>
        )}
        {canMove && <SupplierLinkActions comparison={comparison} supplier={supplier} />}
        {supplier.pending_deviation && (
          <Anchor
            component={Link}
            to={`/quotations/${comparison.id}/deviation`}
            size="sm"
            data-testid="compare-pending-deviation"
          >
            {t('compare.pendingDeviation')}
          </Anchor>
        )}
        {answered && (
          <>
            <Text size="sm">
              {t('compare.total')}:{' '}
              <b>
                {supplier.total === null ? '–' : `${formatNumber(supplier.total, 2)} ${comparison.currency}`}
              </b>
            </Text>
            <Text size="sm">
              {t('compare.pricedItems', { count: supplier.priced_items, total: comparison.items.length })}
            </Text>
            <Text size="sm">
              {t('compare.requiredMet', { met: supplier.required_met, count: supplier.required_count })}
            </Text>
            {supplier.valid_until && (
              <Text size="sm">{t('compare.validUntil', { date: formatDate(supplier.valid_until) })}</Text>
            )}
            {supplier.comment && (
              <Text size="sm" fs="italic">
                {supplier.comment}
              </Text>
            )}
          </>
        )}
        {open && (
          <Group gap="xs" mt="xs">
            {answered && supplier.status !== 'rejected' && (
              <Button size="xs" onClick={() => void moves.award(supplier)} disabled={moves.busy}>
                {t('compare.actions.award.label')}
              </Button>
            )}
            {supplier.status === 'in-progress' && (
              <Button
                size="xs"
                variant="default"
                onClick={() => void moves.reject(supplier)}
                disabled={moves.busy}
              >
                {t('compare.actions.reject.label')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  )
}
