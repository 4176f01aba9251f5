import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { StockCount } from '@scm/contracts'
import { IconUpload } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { typedDecimal } from '../../../lib/format/typed-decimal.ts'
import { currentLocale } from '../../../lib/i18n/current-locale.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { DetailField } from '../../../ui/detail-field.tsx'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { useSaveStockCountRows, useStockCountAction } from '../api/stock-count-mutations.ts'
import { stockCountQueries } from '../api/stock-count-queries.ts'
import { StockCountAddArticle } from '../components/stock-count-add-article.tsx'
import { StockCountImportModal } from '../components/stock-count-import-modal.tsx'
import { StockCountRows } from '../components/stock-count-rows.tsx'

// /stock-counts/:id: the count's rows to type counted quantities into (or import), then complete it
// (a job; a progress bar until it is done) or cancel it, each after a confirmation.
export function StockCountPage() {
  const { id = '' } = useParams()
  const count = useQuery({
    ...stockCountQueries.detail(id),
    meta: { quiet: true },
    // While the completion runs, the page follows its progress.
    refetchInterval: (query) => (query.state.data?.completing ? 500 : false),
  })
  if (count.error instanceof ApiError && count.error.status === 404) throw count.error
  if (!count.data) return <LoadState query={count} />
  return <StockCountView count={count.data} />
}

function StockCountView({ count }: { count: StockCount }) {
  const { t } = useTranslation('inventory')
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  const save = useSaveStockCountRows(count.id)
  const act = useStockCountAction(count.id)
  const [edits, setEdits] = useState(() => new Map<string, string>())
  const [conflict, setConflict] = useState(false)
  const [importing, setImporting] = useState(false)
  const canManage = hasPermission(user, 'manage.inv.stockcounts')
  const editable = canManage && count.status === 'started' && !count.completing
  // A completion that has just finished changed the rows' differences: they are read again.
  const shownStatus = useRef(count.status)
  useEffect(() => {
    if (shownStatus.current === count.status) return
    shownStatus.current = count.status
    void queryClient.invalidateQueries({ queryKey: stockCountQueries.rows(count.id) })
  }, [count.status, count.id, queryClient])

  const onEdit = (articleId: string, value: string) =>
    setEdits((before) => new Map(before).set(articleId, value))
  const saveRows = (rows: Array<{ article_id: string; counted: string }>, after?: () => void) =>
    save.mutate(
      { version: count.version, rows },
      {
        onSuccess: () => {
          setConflict(false)
          after?.()
          notifications.show({ color: 'green', message: t('stockCounts.saved') })
        },
        onError: (error) =>
          handleSaveError(
            error,
            () => {},
            () => {
              setConflict(true)
              void queryClient.invalidateQueries({ queryKey: stockCountQueries.all })
            },
          ),
      },
    )
  const saveEdits = () =>
    saveRows(
      [...edits].map(([article_id, counted]) => ({
        article_id,
        counted: typedDecimal(counted, currentLocale()),
      })),
      () => setEdits(new Map()),
    )
  const complete = async () => {
    const ok = await confirm({
      title: t('stockCounts.completeTitle', { number: count.number }),
      message: t('stockCounts.completeMessage', {
        counted: formatNumber(count.counted_rows),
        uncounted: formatNumber(count.row_count - count.counted_rows),
      }),
      confirmLabel: t('stockCounts.complete'),
    })
    if (ok) act.mutate({ action: 'complete', version: count.version })
  }
  const cancel = async () => {
    const ok = await confirm({
      title: t('stockCounts.cancelTitle', { number: count.number }),
      message: t('stockCounts.cancelMessage'),
      confirmLabel: t('stockCounts.cancelCount'),
      danger: true,
    })
    if (ok)
      act.mutate(
        { action: 'cancel', version: count.version },
        { onSuccess: () => notifications.show({ color: 'green', message: t('stockCounts.cancelled') }) },
      )
  }
  const failed = count.status === 'started' && count.job_status === 'failed'
  return (
    <>
      <PageHeader
        title={`${count.number} · ${count.warehouse_name}`}
        // Instructions for who may count; anyone else reads what the count's state means.
        description={
          editable
            ? t('stockCounts.detailDescription')
            : t(`stockCounts.readOnlyDescriptions.${count.status}`)
        }
        actions={
          <Group>
            <StatusBadge status={count.status} ns="inventory" prefix="stockCounts." />
            {editable && (
              <>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => void cancel()}
                  data-testid="cancel-stock-count"
                >
                  {t('stockCounts.cancelCount')}
                </Button>
                <Button
                  onClick={() => void complete()}
                  disabled={edits.size > 0 || count.counted_rows === 0}
                  loading={act.isPending}
                  data-testid="complete-stock-count"
                >
                  {t('stockCounts.complete')}
                </Button>
              </>
            )}
          </Group>
        }
      />
      <Stack>
        <Card withBorder>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <DetailField label={t('stockCounts.countedOn')}>{formatDate(count.counted_on)}</DetailField>
            <DetailField label={t('stockCounts.countedRows')}>
              <span data-testid="stock-count-counted">
                {t('stockCounts.countedOf', {
                  counted: formatNumber(count.counted_rows),
                  rows: formatNumber(count.row_count),
                })}
              </span>
            </DetailField>
            <DetailField label={t('stockCounts.createdBy')}>{formatText(count.created_by_name)}</DetailField>
            <DetailField label={t('stockCounts.note')}>{formatText(count.note)}</DetailField>
            {count.status === 'completed' && (
              <DetailField label={t('stockCounts.completedAt')}>
                {t('stockCounts.completedBy', {
                  at: formatDateTime(count.completed_at),
                  name: formatText(count.completed_by_name),
                })}
              </DetailField>
            )}
          </SimpleGrid>
        </Card>
        {count.completing && (
          <Stack gap={4} data-testid="stock-count-progress">
            <Text size="sm">{t('stockCounts.completing', { progress: count.progress })}</Text>
            <Progress
              value={Math.max(count.progress, 5)}
              animated
              aria-label={t('stockCounts.completing', { progress: count.progress })}
            />
          </Stack>
        )}
        {failed && <Alert color="red">{t('stockCounts.completeFailed')}</Alert>}
        <ConflictAlert show={conflict} />
        {editable && (
          <Group justify="space-between" align="flex-end">
            <StockCountAddArticle
              pending={save.isPending}
              onAdd={(articleId, counted) =>
                saveRows([{ article_id: articleId, counted: typedDecimal(counted, currentLocale()) }])
              }
            />
            {edits.size > 0 && (
              <Text size="sm" c="dimmed" data-testid="stock-count-unsaved">
                {t('stockCounts.unsaved', { count: edits.size })}
              </Text>
            )}
          </Group>
        )}
        <StockCountRows
          count={count}
          editable={editable}
          edits={edits}
          onEdit={onEdit}
          actions={
            editable && (
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} />}
                  onClick={() => setImporting(true)}
                  data-testid="import-stock-count"
                >
                  {t('stockCounts.import.open')}
                </Button>
                <Button
                  onClick={saveEdits}
                  disabled={edits.size === 0}
                  loading={save.isPending}
                  data-testid="save-stock-count"
                >
                  {t('stockCounts.save')}
                </Button>
              </Group>
            )
          }
        />
      </Stack>
      <StockCountImportModal countId={count.id} opened={importing} onClose={() => setImporting(false)} />
    </>
  )
}
