import { Alert, Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type InventoryTransaction, isInventoryTransactionEditable } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import {
  useCreateInventoryTransaction,
  useUpdateInventoryTransaction,
} from '../api/inventory-transaction-mutations.ts'
import { inventoryTransactionQueries } from '../api/inventory-transaction-queries.ts'
import { InventoryTransactionFields } from '../components/inventory-transaction-fields.tsx'
import { useInventoryTransactionForm } from '../components/inventory-transaction-form.ts'

// /inventory-transactions/create: a new draft, saved once; the detail page then starts it.
export function InventoryTransactionCreatePage() {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const form = useInventoryTransactionForm(null)
  const create = useCreateInventoryTransaction()
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('transactions.created', { number: saved.number }) })
        navigate(`/inventory-transactions/${saved.id}`)
      },
      onError: (error) => {
        presentError(error)
        form.applyServerErrors(error)
      },
    }),
  )
  return (
    <>
      <PageHeader title={t('transactions.createTitle')} description={t('transactions.createDescription')} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack maw={1000}>
          <InventoryTransactionFields form={form} saved={null} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/inventory-transactions">
              {t('transactions.back')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="save-transaction">
              {t('transactions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  )
}

// /inventory-transactions/:id/update: a draft's header and rows, saved on its version.
export function InventoryTransactionUpdatePage() {
  const { t } = useTranslation('inventory')
  const { id = '' } = useParams()
  const [conflict, setConflict] = useState(false)
  const transaction = useQuery({ ...inventoryTransactionQueries.detail(id), meta: { quiet: true } })
  if (transaction.error instanceof ApiError && transaction.error.status === 404) throw transaction.error
  if (!transaction.data) return <LoadState query={transaction} />
  const saved = transaction.data
  return (
    <>
      <PageHeader
        title={t('transactions.updateTitle', { number: saved.number })}
        description={t('transactions.createDescription')}
      />
      <Stack maw={1000}>
        <ConflictAlert show={conflict} />
        {isInventoryTransactionEditable(saved.status) ? (
          <TransactionEditor
            key={`${saved.id}-${saved.version}`}
            saved={saved}
            onConflict={() => setConflict(true)}
          />
        ) : (
          <Alert color="gray" data-testid="transaction-not-draft">
            {t('transactions.notDraft', { status: t(`transactions.status.${saved.status}`) })}{' '}
            <Link to={`/inventory-transactions/${saved.id}`}>
              {t('transactions.open', { number: saved.number })}
            </Link>
          </Alert>
        )}
      </Stack>
    </>
  )
}

// Keyed by the version: a conflict starts the form afresh from the server's answer.
function TransactionEditor({ saved, onConflict }: { saved: InventoryTransaction; onConflict: () => void }) {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useInventoryTransactionForm(saved)
  const update = useUpdateInventoryTransaction()
  const submit = form.handleSubmit((body) =>
    update.mutateAsync({ id: saved.id, body: { ...body, version: saved.version } }).then(
      (result) => {
        queryClient.setQueryData(inventoryTransactionQueries.detail(result.id).queryKey, result)
        notifications.show({ color: 'green', message: t('transactions.saved', { number: result.number }) })
        navigate(`/inventory-transactions/${result.id}`)
      },
      (error: unknown) =>
        handleSaveError(error, form.applyServerErrors, () => {
          onConflict()
          void queryClient.invalidateQueries({ queryKey: inventoryTransactionQueries.all })
        }),
    ),
  )
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <InventoryTransactionFields form={form} saved={saved} />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={`/inventory-transactions/${saved.id}`}>
            {t('transactions.back')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="save-transaction">
            {t('transactions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
