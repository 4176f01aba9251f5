import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { GuestDeviation } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { useConfirm } from '../../../../ui/confirm-dialog.tsx'
import { DeviationChangeTable, type Verdicts } from '../../../../ui/deviation/deviation-change-table.tsx'
import { GuestLinkInvalid, GuestSignIn } from '../../../../ui/guest-link-status.tsx'
import { LoadState } from '../../../../ui/load-state.tsx'
import { guestQueries } from '../../deviation-reports/api/deviation-queries.ts'
import { orderChangeRows } from '../../deviation-reports/components/deviation-values.ts'
import { useGuestDecide } from '../api/guest-mutations.ts'

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null)

// /guest/orders/{uniqueId}/confirm-deviation: the buyer asks to change the order; the supplier's
// contact accepts or rejects every change, once.
export function GuestConfirmDeviationPage() {
  const { uniqueId = '' } = useParams()
  const deviation = useQuery(guestQueries.deviation(uniqueId))
  if (statusOf(deviation.error) === 401) return <GuestSignIn token={uniqueId} queryKey={guestQueries.all} />
  if (statusOf(deviation.error) === 404) return <GuestLinkInvalid />
  if (!deviation.data) return <LoadState query={deviation} />
  return <GuestConfirmDeviation token={uniqueId} deviation={deviation.data} />
}

function GuestConfirmDeviation({ token, deviation }: { token: string; deviation: GuestDeviation }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const decide = useGuestDecide(token)
  const { order, report } = deviation
  const [verdicts, setVerdicts] = useState<Verdicts>({})
  const open = report.changes.filter((change) => change.decision === 'pending')
  const complete = open.every((change) => verdicts[change.id])
  if (statusOf(decide.error) === 404) return <GuestLinkInvalid />

  const send = async () => {
    const values = Object.values(verdicts)
    const ok = await confirm({
      title: t('guest.deviation.sendTitle'),
      message: t('deviations.detail.decideText', {
        accepted: values.filter((value) => value === 'accepted').length,
        rejected: values.filter((value) => value === 'rejected').length,
      }),
      confirmLabel: t('guest.deviation.send'),
    })
    if (ok)
      decide.mutate(
        {
          version: report.version,
          decisions: open.map((change) => ({ change_id: change.id, decision: verdicts[change.id]! })),
        },
        {
          onSuccess: (result) =>
            navigate('/guest/orders/deviation-confirmation-success', { state: { message: result.message } }),
        },
      )
  }

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('guest.deviation.title', { number: order.number, buyer: order.buyer_name })}
        </Title>
        <Text c="dimmed">{t('guest.deviation.text', { identifier: report.identifier })}</Text>
        {report.reason && <Text>{report.reason}</Text>}
      </Stack>
      {/* On a card like the guest's order page: the red of a value beyond tolerance is readable on
          white only, not on the guest layout's grey. */}
      <Card withBorder padding="md">
        <DeviationChangeTable
          rows={orderChangeRows(t, report.changes, order.currency)}
          placeLabel={t('deviations.table.where')}
          verdicts={verdicts}
          onVerdict={(changeId, verdict) => setVerdicts((current) => ({ ...current, [changeId]: verdict }))}
        />
      </Card>
      {decide.error && statusOf(decide.error) !== 404 && (
        <Text c="red" role="alert">
          {decide.error.message}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('guest.deviation.hint')}
        </Text>
        <Button onClick={() => void send()} disabled={!complete} loading={decide.isPending}>
          {t('guest.deviation.send')}
        </Button>
      </Group>
    </Stack>
  )
}
