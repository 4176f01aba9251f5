import { Alert, Stack } from '@mantine/core'
import { deviationOrderStatuses, type Order } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { LoadState } from '../../../../ui/load-state.tsx'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { orderQueries } from '../../api/order-queries.ts'
import { useOrderLive } from '../../api/use-order-live.ts'
import { useRaiseDeviation } from '../api/deviation-mutations.ts'
import { deviationQueries } from '../api/deviation-queries.ts'
import { type DeviationChanges, DeviationForm } from '../components/deviation-form.tsx'

// /orders/:id/deviation-reports/create (the supplier's deviation) and /orders/:id/request-update (the
// buyer asks the supplier to accept changes): the same form, raised by the caller's side.
export function DeviationCreatePage({ side }: { side: 'supplier' | 'buyer' }) {
  const { id = '' } = useParams()
  useOrderLive(id)
  const order = useQuery({ ...orderQueries.detail(id), meta: { quiet: true } })
  const options = useQuery({ ...deviationQueries.options(id), meta: { quiet: true } })
  if (order.error instanceof ApiError && order.error.status === 404) throw order.error
  if (!order.data) return <LoadState query={order} />
  if (!options.data) return <LoadState query={options} />
  return <CreateDeviation order={order.data} side={side} options={options.data} />
}

function CreateDeviation({
  order,
  side,
  options,
}: {
  order: Order
  side: 'supplier' | 'buyer'
  options: Parameters<typeof DeviationForm>[0]['options']
}) {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const raise = useRaiseDeviation(order.id)
  const mode = side === 'supplier' ? 'create' : 'request'
  const back = () => navigate(`/orders/${order.id}?tab=deviations`)
  const submit = async (changes: DeviationChanges) => {
    const report = await raise.mutateAsync({ ...changes, order_version: order.version })
    navigate(`/orders/${order.id}/deviation-reports/${report.id}`)
  }
  const refused =
    order.side !== side
      ? t(`deviations.${mode}.wrongSide`)
      : !deviationOrderStatuses.includes(order.status)
        ? t('deviations.section.closed')
        : null
  return (
    <Stack>
      <PageHeader
        title={t(`deviations.${mode}.title`, { number: order.number })}
        description={t(`deviations.${mode}.description`, {
          party: side === 'supplier' ? order.buyer_name : order.supplier_name,
        })}
      />
      {refused ? (
        <Alert color="yellow">{refused}</Alert>
      ) : (
        <DeviationForm
          deliveries={order.deliveries}
          options={options}
          currency={order.currency}
          submitLabel={t(`deviations.${mode}.submit`)}
          pending={raise.isPending}
          onSubmit={submit}
          onCancel={back}
        />
      )}
    </Stack>
  )
}
