import { Button, Card, Group, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  type InventoryTransaction,
  type InventoryTransactionAction,
  inventoryTransactionActionsFrom,
  isInventoryTransactionEditable,
} from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatDateTime, formatText } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { RefusalAlert } from '../../../ui/refusal-alert.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { useInventoryTransactionAction } from '../api/inventory-transaction-mutations.ts'
import { inventoryTransactionQueries } from '../api/inventory-transaction-queries.ts'
import { destinationOf } from '../components/inventory-transaction-destination.ts'
import { StockRowsTable } from '../components/stock-rows-table.tsx'

// /inventory-transactions/:id: the header, the rows beside the live stock, and the steps of spec §4
// (start, complete, cancel), each confirmed first; a draft is edited on its own page.
export function InventoryTransactionPage() {
  const { t } = useTranslation('inventory')
  const { id = '' } = useParams()
  const { data: user } = useCurrentUser()
  const confirm = useConfirm()
  const act = useInventoryTransactionAction()
  const [refusal, setRefusal] = useState<string | null>(null)
  const transaction = useQuery({ ...inventoryTransactionQueries.detail(id), meta: { quiet: true } })
  if (transaction.error instanceof ApiError && transaction.error.status === 404) throw transaction.error
  if (!transaction.data) return <LoadState query={transaction} />
  const saved = transaction.data
  const canManage = hasPermission(user, 'manage.inv.transactions')
  const take = async (action: InventoryTransactionAction) => {
    const ok = await confirm({
      title: t(`transactions.actions.${action}.title`, { number: saved.number }),
      message: t(`transactions.actions.${action}.message`, {
        number: saved.number,
        from: saved.from_warehouse_name,
        destination: destinationOf(saved),
      }),
      confirmLabel: t(`transactions.actions.${action}.label`),
      danger: action === 'cancel',
    })
    if (!ok) return
    setRefusal(null)
    act.mutate(
      { id: saved.id, action, version: saved.version },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            message: t(`transactions.actions.${action}.done`, { number: result.number }),
          }),
        onError: (error) => {
          setRefusal(
            error instanceof ApiError
              ? error.body.message || t('transactions.actionFailed')
              : t('transactions.actionFailed'),
          )
          void transaction.refetch()
        },
      },
    )
  }
  const actions = canManage ? inventoryTransactionActionsFrom(saved.status) : []
  return (
    <>
      <PageHeader
        title={t('transactions.detailTitle', { number: saved.number })}
        description={t(`transactions.detailDescriptions.${saved.status}`)}
        actions={
          <Group>
            <StatusBadge status={saved.status} ns="inventory" prefix="transactions." />
            {canManage && isInventoryTransactionEditable(saved.status) && (
              <Button
                variant="default"
                component={Link}
                to={`/inventory-transactions/${saved.id}/update`}
                data-testid="edit-transaction"
              >
                {t('transactions.edit')}
              </Button>
            )}
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'cancel' ? 'subtle' : 'filled'}
                color={action === 'cancel' ? 'red' : undefined}
                onClick={() => void take(action)}
                loading={act.isPending && act.variables?.action === action}
                disabled={act.isPending}
                data-testid={`${action}-transaction`}
              >
                {t(`transactions.actions.${action}.label`)}
              </Button>
            ))}
          </Group>
        }
      />
      <Stack gap="lg" maw={1200}>
        <RefusalAlert
          title={t('transactions.actionFailed')}
          message={refusal}
          onClose={() => setRefusal(null)}
        />
        <TransactionHeader saved={saved} />
        <StockRowsTable
          rows={saved.rows}
          warehouseName={saved.from_warehouse_name}
          quantityLabel={t('transactions.fields.quantity')}
          extra={
            saved.destination_warehouse_id
              ? {
                  label: t('transactions.fields.destinationOnHand', {
                    warehouse: saved.destination_warehouse_name,
                  }),
                  testId: 'row-destination-on-hand',
                  value: (row) => row.destination_on_hand,
                }
              : undefined
          }
        />
      </Stack>
    </>
  )
}

function TransactionHeader({ saved }: { saved: InventoryTransaction }) {
  const { t } = useTranslation('inventory')
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <DetailField label={t('transactions.fields.from')}>{saved.from_warehouse_name}</DetailField>
        <DetailField label={t('transactions.fields.destination')}>{destinationOf(saved)}</DetailField>
        <DetailField label={t('transactions.fields.shipDate')}>{formatDate(saved.ship_date)}</DetailField>
        <DetailField label={t('transactions.fields.createdBy')}>
          {formatText(saved.created_by_name)} · {formatDateTime(saved.created_at)}
        </DetailField>
        <DetailField label={t('transactions.fields.note')}>{formatText(saved.note)}</DetailField>
        {saved.completed_at && (
          <DetailField label={t('transactions.fields.completed')}>
            {formatText(saved.completed_by_name)} · {formatDateTime(saved.completed_at)}
          </DetailField>
        )}
      </SimpleGrid>
    </Card>
  )
}
