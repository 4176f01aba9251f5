import { Button, Card, Group, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type ConsumablesPosting, isConsumablesPostingDraft } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatDateTime, formatText } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { RefusalAlert } from '../../../ui/refusal-alert.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import {
  useDeleteConsumablesPosting,
  useSendConsumablesPosting,
} from '../api/consumables-posting-mutations.ts'
import { consumablesPostingQueries } from '../api/consumables-posting-queries.ts'
import { StockRowsTable } from '../components/stock-rows-table.tsx'

// /consumables-postings/:id: the header, the rows beside the warehouse's available stock, and on a
// draft Edit, Send and Delete (the last two confirmed first).
export function ConsumablesPostingPage() {
  const { t } = useTranslation('inventory')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const confirm = useConfirm()
  const send = useSendConsumablesPosting()
  const remove = useDeleteConsumablesPosting()
  const [refusal, setRefusal] = useState<string | null>(null)
  const posting = useQuery({ ...consumablesPostingQueries.detail(id), meta: { quiet: true } })
  if (posting.error instanceof ApiError && posting.error.status === 404) throw posting.error
  if (!posting.data) return <LoadState query={posting} />
  const saved = posting.data
  const editable = hasPermission(user, 'manage.inventory') && isConsumablesPostingDraft(saved.status)
  const refused = (error: unknown) => {
    setRefusal(
      error instanceof ApiError
        ? error.body.message || t('consumables.actionFailed')
        : t('consumables.actionFailed'),
    )
    void posting.refetch()
  }
  const ask = (step: 'send' | 'delete') =>
    confirm({
      title: t(`consumables.${step}.title`, { number: saved.number }),
      message: t(`consumables.${step}.message`, { warehouse: saved.warehouse_name }),
      confirmLabel: t(`consumables.${step}.label`),
      danger: step === 'delete',
    })
  const done = (step: 'send' | 'delete') =>
    notifications.show({ color: 'green', message: t(`consumables.${step}.done`, { number: saved.number }) })
  const sendIt = async () => {
    if (!(await ask('send'))) return
    setRefusal(null)
    send.mutate({ id: saved.id, version: saved.version }, { onSuccess: () => done('send'), onError: refused })
  }
  const deleteIt = async () => {
    if (!(await ask('delete'))) return
    setRefusal(null)
    remove.mutate(saved.id, {
      onSuccess: () => {
        done('delete')
        navigate('/consumables-postings')
      },
      onError: refused,
    })
  }
  const busy = send.isPending || remove.isPending
  return (
    <>
      <PageHeader
        title={t('consumables.detailTitle', { number: saved.number })}
        description={t('consumables.detailDescription')}
        actions={
          <Group>
            <StatusBadge status={saved.status} ns="inventory" prefix="consumables." />
            {editable && (
              <>
                <Button
                  variant="default"
                  component={Link}
                  to={`/consumables-postings/${saved.id}/update`}
                  data-testid="edit-posting"
                >
                  {t('consumables.edit')}
                </Button>
                <Button
                  onClick={() => void sendIt()}
                  loading={send.isPending}
                  disabled={busy}
                  data-testid="send-posting"
                >
                  {t('consumables.send.label')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => void deleteIt()}
                  loading={remove.isPending}
                  disabled={busy}
                  data-testid="delete-posting"
                >
                  {t('consumables.delete.label')}
                </Button>
              </>
            )}
          </Group>
        }
      />
      <Stack gap="lg" maw={1200}>
        <RefusalAlert
          title={t('consumables.actionFailed')}
          message={refusal}
          onClose={() => setRefusal(null)}
        />
        <PostingHeader saved={saved} />
        <StockRowsTable
          rows={saved.rows}
          warehouseName={saved.warehouse_name}
          quantityLabel={t('consumables.fields.quantity')}
        />
      </Stack>
    </>
  )
}

function PostingHeader({ saved }: { saved: ConsumablesPosting }) {
  const { t } = useTranslation('inventory')
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <DetailField label={t('consumables.fields.warehouse')}>{saved.warehouse_name}</DetailField>
        <DetailField label={t('consumables.fields.postingDate')}>
          {formatDate(saved.posting_date)}
        </DetailField>
        <DetailField label={t('consumables.fields.reference')}>{formatText(saved.reference)}</DetailField>
        <DetailField label={t('consumables.fields.createdBy')}>
          {formatText(saved.created_by_name)} · {formatDateTime(saved.created_at)}
        </DetailField>
        <DetailField label={t('consumables.fields.note')}>{formatText(saved.note)}</DetailField>
        {saved.sent_at && (
          <DetailField label={t('consumables.fields.sent')}>
            {formatText(saved.sent_by_name)} · {formatDateTime(saved.sent_at)}
          </DetailField>
        )}
      </SimpleGrid>
    </Card>
  )
}
