import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import type { GuestOrder } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { useConfirm } from '../../../../ui/confirm-dialog.tsx'
import { GuestLinkInvalid, GuestSignIn } from '../../../../ui/guest-link-status.tsx'
import { LoadState } from '../../../../ui/load-state.tsx'
import { guestQueries } from '../../deviation-reports/api/deviation-queries.ts'
import { type DeviationChanges, DeviationForm } from '../../deviation-reports/components/deviation-form.tsx'
import { useGuestConfirm, useGuestPropose } from '../api/guest-mutations.ts'
import { GuestOrderSummary } from '../components/guest-order-summary.tsx'

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null)

// /guest/orders/{uniqueId}/confirm: the supplier's contact reads the order, then confirms it or
// proposes changes (the order is confirmed and the changes go to the buyer as a deviation).
export function GuestConfirmPage() {
  const { uniqueId = '' } = useParams()
  const order = useQuery(guestQueries.order(uniqueId))
  if (statusOf(order.error) === 401) return <GuestSignIn token={uniqueId} queryKey={guestQueries.all} />
  if (statusOf(order.error) === 404) return <GuestLinkInvalid />
  if (!order.data) return <LoadState query={order} />
  return <GuestConfirm token={uniqueId} order={order.data} reload={() => void order.refetch()} />
}

function GuestConfirm({ token, order, reload }: { token: string; order: GuestOrder; reload: () => void }) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const answer = useGuestConfirm(token)
  const propose = useGuestPropose(token)
  const [proposing, setProposing] = useState(false)
  const done = (result: { message: string }) =>
    navigate('/guest/orders/confirmation-success', { state: { message: result.message } })
  const failure = answer.error ?? propose.error
  if (statusOf(failure) === 404) return <GuestLinkInvalid />

  const askConfirm = async () => {
    const ok = await confirm({
      title: t('guest.confirm.title'),
      message: t('guest.confirm.text', { number: order.number, buyer: order.buyer_name }),
      confirmLabel: t('guest.confirm.action'),
    })
    if (ok) answer.mutate({ version: order.version }, { onSuccess: done })
  }
  const submitChanges = async (changes: DeviationChanges) => {
    const result = await propose.mutateAsync({ ...changes, version: order.version })
    done(result)
  }

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('guest.order.title', { number: order.number, buyer: order.buyer_name })}
        </Title>
        <Text c="dimmed">{t('guest.order.text', { email: order.recipient_email })}</Text>
      </Stack>
      {statusOf(failure) === 409 && (
        <Alert color="yellow" data-testid="guest-conflict">
          {failure?.message}{' '}
          <Button size="xs" variant="light" ml="sm" onClick={reload}>
            {t('app:retry')}
          </Button>
        </Alert>
      )}
      {!order.can_answer && <Alert color="blue">{t('guest.order.answered')}</Alert>}
      {proposing ? (
        <DeviationForm
          deliveries={order.deliveries}
          options={order.deviation_options}
          currency={order.currency}
          submitLabel={t('guest.propose.submit')}
          pending={propose.isPending}
          onSubmit={submitChanges}
          onCancel={() => setProposing(false)}
        />
      ) : (
        <>
          <GuestOrderSummary order={order} />
          {order.can_answer && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setProposing(true)} data-testid="guest-propose">
                {t('guest.propose.action')}
              </Button>
              <Button
                onClick={() => void askConfirm()}
                loading={answer.isPending}
                data-testid="guest-confirm"
              >
                {t('guest.confirm.action')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  )
}
