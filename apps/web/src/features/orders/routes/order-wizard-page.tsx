import { Alert, Anchor } from '@mantine/core'
import { terminalOrderStatuses } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { orderQueries } from '../api/order-queries.ts'
import { OrderInternalForm } from '../components/order-internal-form.tsx'
import { OrderWizard } from '../components/order-wizard.tsx'

// /orders/create and /orders/:id/update: the wizard, on a new draft or on a saved one. After the
// first save the create page moves to the draft's update address, at the step it was going to, with
// the same wizard mounted: a line added while the address changes stays where it was typed.
export function OrderWizardPage() {
  const { t } = useTranslation('orders')
  const { id } = useParams()
  const location = useLocation()
  const state = location.state as { step?: number; created?: boolean } | null
  const startStep = state?.step
  usePresence('order', id)
  const order = useQuery({ ...orderQueries.detail(id ?? ''), enabled: Boolean(id), meta: { quiet: true } })
  if (order.error instanceof ApiError && order.error.status === 404) throw order.error
  if (id && !order.data) return <LoadState query={order} />
  const data = order.data ?? null
  return (
    <>
      <PageHeader
        title={data ? t('wizard.editTitle', { number: data.number }) : t('wizard.createTitle')}
        description={t(!data || data.status === 'draft' ? 'wizard.description' : 'internalForm.description')}
      />
      {!data || (data.side === 'buyer' && data.status === 'draft') ? (
        <OrderWizard key={state?.created ? 'new' : (data?.id ?? 'new')} order={data} startStep={startStep} />
      ) : data.side === 'buyer' && !terminalOrderStatuses.includes(data.status) ? (
        <OrderInternalForm key={`${data.id}-${data.version}`} order={data} />
      ) : (
        <Alert color="yellow" data-testid="order-not-editable">
          {t('wizard.notEditable')}{' '}
          <Anchor component={Link} to={`/orders/${data.id}`}>
            {t('wizard.backToOrder')}
          </Anchor>
        </Alert>
      )}
    </>
  )
}
