import { Alert, Group, Stack, Text } from '@mantine/core'
import type { QuotationComparison } from '@scm/contracts'
import { quotationPath } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate } from '../../../lib/format/format.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { quotationQueries } from '../api/quotation-queries.ts'
import { useQuotationLive } from '../api/use-quotation-live.ts'
import { ComparisonArticles } from '../components/comparison-articles.tsx'
import { ComparisonContract } from '../components/comparison-contract.tsx'
import { ComparisonCriteria } from '../components/comparison-criteria.tsx'
import { ComparisonSuppliers } from '../components/comparison-suppliers.tsx'
import { QuotationActions } from '../components/quotation-actions.tsx'
import { QuotationLibraryPanel } from '../components/quotation-library-panel.tsx'
import { useComparisonMoves } from '../components/use-comparison-moves.ts'

// /quotations/:id: a sent quotation's answers compared, live as suppliers send them, and awarded.
export function QuotationPage() {
  const { id = '' } = useParams()
  usePresence('quotation', id)
  useQuotationLive(id)
  const query = useQuery({ ...quotationQueries.comparison(id), meta: { quiet: true } })
  if (query.error instanceof ApiError && query.error.status === 404) throw query.error
  if (!query.data) return <LoadState query={query} />
  // A draft has no answers yet: it is still written in its wizard.
  if (query.data.status === 'draft') return <Navigate to={quotationPath(query.data)} replace />
  return <Comparison comparison={query.data} />
}

function Comparison({ comparison }: { comparison: QuotationComparison }) {
  const { t } = useTranslation('quotations')
  const { data: user } = useCurrentUser()
  const moves = useComparisonMoves(comparison)
  const canMove = hasPermission(user, 'create.quotation')
  const answered = comparison.suppliers.some((supplier) => supplier.answered_at !== null)
  return (
    <>
      <PageHeader
        title={`${comparison.number} ${comparison.name}`}
        description={t('compare.title')}
        actions={
          <QuotationActions
            comparison={comparison}
            moves={moves}
            canMove={canMove}
            canOrder={hasPermission(user, 'create.order')}
          />
        }
      />
      <Stack gap="xl">
        <Group gap="md">
          <StatusBadge status={comparison.status} ns="quotations" />
          {comparison.deadline && (
            <Text size="sm">{t('compare.deadline', { date: formatDate(comparison.deadline) })}</Text>
          )}
        </Group>
        {moves.winner && !moves.winner.linked && comparison.status === 'awarded' && (
          <Alert color="yellow">{t('compare.externalWinner')}</Alert>
        )}
        <ComparisonSuppliers comparison={comparison} moves={moves} canMove={canMove} />
        {answered ? (
          <>
            <ComparisonArticles comparison={comparison} />
            <ComparisonCriteria comparison={comparison} />
          </>
        ) : (
          <Alert color="blue" data-testid="compare-empty">
            {t('compare.empty')}
          </Alert>
        )}
        <QuotationLibraryPanel id={comparison.id} canEdit={canMove} />
        <ComparisonContract comparison={comparison} />
      </Stack>
    </>
  )
}
