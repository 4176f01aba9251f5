import { Button, Group } from '@mantine/core'
import { canTransition, type PriceList, type PriceListAction } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useDeletePriceList, usePriceListAction } from '../api/price-list-mutations.ts'

// Publish (owner), approve and reject (counterparty), edit and delete (owner): each behind a
// confirmation, and only where the contract's transitions allow it.
export function PriceListActions({ list }: { list: PriceList }) {
  const { t } = useTranslation('price-lists')
  const navigate = useNavigate()
  const confirm = useConfirm()
  const { data: user } = useCurrentUser()
  const act = usePriceListAction()
  const remove = useDeletePriceList()
  if (!hasPermission(user, 'create.price.list')) return null
  const run = async (action: PriceListAction) => {
    const ok = await confirm({
      title: t(`actions.${action}Title`),
      message: t(`actions.${action}Message`, { name: list.name }),
      confirmLabel: t(`actions.${action}`),
      danger: action === 'reject',
    })
    if (ok) act.mutate({ id: list.id, action, version: list.version })
  }
  const ask = async () => {
    const ok = await confirm({
      title: t('actions.deleteTitle'),
      message: t('actions.deleteMessage', { name: list.name }),
      confirmLabel: t('actions.delete'),
      danger: true,
    })
    if (ok) remove.mutate(list.id, { onSuccess: () => navigate('/price-lists') })
  }
  const possible = (['publish', 'approve', 'reject'] as const).filter((action) =>
    canTransition(action, list.side, list.state),
  )
  return (
    <Group gap="sm">
      {possible.map((action) => (
        <Button
          key={action}
          color={action === 'reject' ? 'red' : undefined}
          variant={action === 'reject' ? 'light' : 'filled'}
          loading={act.isPending && act.variables?.action === action}
          onClick={() => void run(action)}
          data-testid={`price-list-${action}`}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      {list.side === 'owner' && (
        <>
          <Button variant="default" onClick={() => navigate(`/price-lists/${list.id}/update`)}>
            {t('actions.edit')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => void ask()} loading={remove.isPending}>
            {t('actions.delete')}
          </Button>
        </>
      )}
    </Group>
  )
}
