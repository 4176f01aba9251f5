import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import {
  type QuotationComparison,
  type QuotationDeviation,
  quotationDeviationEndpoints,
} from '@scm/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import type { Verdicts } from '../../../ui/deviation/deviation-change-table.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { deviationQueries } from '../api/deviation-queries.ts'
import { quotationQueries } from '../api/quotation-queries.ts'
import { useQuotationLive } from '../api/use-quotation-live.ts'
import { DeviationCard } from '../components/deviation-card.tsx'

// /quotations/:id/deviation (decision 0041): every supplier's proposals to change what was asked,
// newest first; the buyer accepts or rejects each change, or accepts a whole deviation at once.
export function QuotationDeviationPage() {
  const { t } = useTranslation('quotations')
  const { id = '' } = useParams()
  usePresence('quotation', id)
  useQuotationLive(id)
  const comparison = useQuery({ ...quotationQueries.comparison(id), meta: { quiet: true } })
  const deviations = useQuery({ ...deviationQueries.buyer(id), meta: { quiet: true } })
  for (const query of [comparison, deviations])
    if (query.error instanceof ApiError && query.error.status === 404) throw query.error
  if (!comparison.data) return <LoadState query={comparison} />
  const quotation = comparison.data
  return (
    <>
      <PageHeader
        title={t('deviation.title', { number: quotation.number })}
        description={t('deviation.description')}
        actions={
          <Button component={Link} to={`/quotations/${quotation.id}`} variant="default">
            {t('deviation.backToCompare')}
          </Button>
        }
      />
      {!deviations.data ? (
        <LoadState query={deviations} />
      ) : deviations.data.length === 0 ? (
        <Alert color="blue" data-testid="deviations-empty">
          {t('deviation.empty')}
        </Alert>
      ) : (
        <Stack>
          {deviations.data.map((deviation) => (
            <BuyerDeviation
              key={`${deviation.id}-${deviation.version}`}
              quotation={quotation}
              deviation={deviation}
            />
          ))}
        </Stack>
      )}
    </>
  )
}

function BuyerDeviation({
  quotation,
  deviation,
}: {
  quotation: QuotationComparison
  deviation: QuotationDeviation
}) {
  const { t } = useTranslation('quotations')
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const [verdicts, setVerdicts] = useState<Verdicts>({})
  const params = { id: quotation.id, deviationId: deviation.id }
  const settle = useMutation({
    mutationFn: (work: () => Promise<QuotationDeviation>) => work(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviationQueries.all }),
  })
  const may = (action: QuotationDeviation['allowed_actions'][number]) =>
    deviation.allowed_actions.includes(action)
  const chosen = Object.entries(verdicts)
  const count = (verdict: string) => chosen.filter(([, value]) => value === verdict).length

  const decide = async () => {
    const ok = await confirm({
      title: t('deviation.decideTitle'),
      message: t('deviation.decideText', { accepted: count('accepted'), rejected: count('rejected') }),
      confirmLabel: t('deviation.decide'),
    })
    if (ok)
      settle.mutate(() =>
        callApi(quotationDeviationEndpoints.decide, {
          params,
          body: {
            version: deviation.version,
            decisions: chosen.map(([change_id, decision]) => ({ change_id, decision })),
          },
        }),
      )
  }
  const acceptAll = async () => {
    const ok = await confirm({
      title: t('deviation.acceptAllTitle'),
      message: t('deviation.acceptAllText', { identifier: deviation.identifier }),
      confirmLabel: t('deviation.acceptAll'),
    })
    if (ok)
      settle.mutate(() =>
        callApi(quotationDeviationEndpoints.command, {
          params,
          body: { action: 'force_confirm', version: deviation.version },
        }),
      )
  }

  return (
    <DeviationCard
      deviation={deviation}
      currency={quotation.currency}
      verdicts={verdicts}
      onVerdict={
        may('decide')
          ? (changeId, verdict) => setVerdicts((current) => ({ ...current, [changeId]: verdict }))
          : undefined
      }
      actions={
        (may('decide') || may('force_confirm')) && (
          <Group gap="sm">
            {may('decide') && (
              <>
                <Text size="sm" c="dimmed">
                  {t('deviation.decideHint')}
                </Text>
                <Button
                  onClick={() => void decide()}
                  disabled={chosen.length === 0}
                  loading={settle.isPending}
                >
                  {t('deviation.decide')}
                </Button>
              </>
            )}
            {may('force_confirm') && (
              <Button variant="light" onClick={() => void acceptAll()} loading={settle.isPending}>
                {t('deviation.acceptAll')}
              </Button>
            )}
          </Group>
        )
      }
    />
  )
}
