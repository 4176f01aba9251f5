import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { DeviationReport, Order } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { formatDateTime, formatText } from '../../../../lib/format/format.ts'
import { useConfirm } from '../../../../ui/confirm-dialog.tsx'
import { DetailField } from '../../../../ui/detail-field.tsx'
import { DeviationStatusBadge } from '../../../../ui/deviation/deviation-badges.tsx'
import { DeviationChangeTable, type Verdicts } from '../../../../ui/deviation/deviation-change-table.tsx'
import { LoadState } from '../../../../ui/load-state.tsx'
import { PageHeader } from '../../../../ui/page-header.tsx'
import { usePresence } from '../../../../ui/presence/use-presence.tsx'
import { orderQueries } from '../../api/order-queries.ts'
import { useOrderLive } from '../../api/use-order-live.ts'
import { useDecideDeviation, useDeviationCommand } from '../api/deviation-mutations.ts'
import { deviationQueries } from '../api/deviation-queries.ts'
import { orderChangeRows } from '../components/deviation-values.ts'

// /orders/:id/deviation-reports/:deviationId: original beside new, each change accepted or rejected on
// its own by the other party, force-confirm for the buyer, withdraw for the author.
export function DeviationDetailPage() {
  const { id = '', deviationId = '' } = useParams()
  usePresence('order', id)
  useOrderLive(id)
  const order = useQuery({ ...orderQueries.detail(id), meta: { quiet: true } })
  const report = useQuery({ ...deviationQueries.detail(id, deviationId), meta: { quiet: true } })
  for (const query of [order, report])
    if (query.error instanceof ApiError && query.error.status === 404) throw query.error
  if (!order.data) return <LoadState query={order} />
  if (!report.data) return <LoadState query={report} />
  return <DeviationDetail key={report.data.version} order={order.data} report={report.data} />
}

function DeviationDetail({ order, report }: { order: Order; report: DeviationReport }) {
  const { t } = useTranslation('orders')
  const confirm = useConfirm()
  const decide = useDecideDeviation(order.id, report.id)
  const command = useDeviationCommand(order.id, report.id)
  const [verdicts, setVerdicts] = useState<Verdicts>({})
  const may = (action: DeviationReport['allowed_actions'][number]) => report.allowed_actions.includes(action)
  const chosen = Object.entries(verdicts)
  const count = (verdict: string) => chosen.filter(([, value]) => value === verdict).length

  const saveDecisions = async () => {
    const ok = await confirm({
      title: t('deviations.detail.decideTitle'),
      message: t('deviations.detail.decideText', {
        accepted: count('accepted'),
        rejected: count('rejected'),
      }),
      confirmLabel: t('deviations.detail.decide'),
    })
    if (ok)
      decide.mutate({
        version: report.version,
        decisions: chosen.map(([change_id, decision]) => ({ change_id, decision })),
      })
  }
  const run = async (action: 'force_confirm' | 'withdraw') => {
    const ok = await confirm({
      title: t(`deviations.detail.${action}.title`),
      message: t(`deviations.detail.${action}.text`, { identifier: report.identifier }),
      confirmLabel: t(`deviations.detail.${action}.label`),
      danger: action === 'withdraw',
    })
    if (ok) command.mutate({ action, version: report.version })
  }

  return (
    <Stack>
      <PageHeader
        title={t('deviations.detail.title', { identifier: report.identifier })}
        description={t(`deviations.detail.raisedBy.${report.raised_by}`)}
        actions={
          <Group gap="sm">
            {may('force_confirm') && (
              <Button variant="light" onClick={() => void run('force_confirm')} loading={command.isPending}>
                {t('deviations.detail.force_confirm.label')}
              </Button>
            )}
            {may('withdraw') && (
              <Button
                variant="light"
                color="red"
                onClick={() => void run('withdraw')}
                loading={command.isPending}
              >
                {t('deviations.detail.withdraw.label')}
              </Button>
            )}
          </Group>
        }
      />
      <Group gap="sm" mt={-12} data-testid="deviation-status">
        <DeviationStatusBadge status={report.status} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <DetailField label={t('fields.number')}>
          <Anchor component={Link} to={`/orders/${order.id}`}>
            {order.number}
          </Anchor>
        </DetailField>
        <DetailField label={t('fields.createdBy')}>{formatText(report.created_by_name)}</DetailField>
        <DetailField label={t('fields.createdAt')}>{formatDateTime(report.created_at)}</DetailField>
        <DetailField label={t('deviations.fields.decidedBy')}>
          {formatText(report.decided_by_name)}
        </DetailField>
        <DetailField label={t('deviations.fields.decidedAt')}>
          {formatDateTime(report.decided_at)}
        </DetailField>
      </SimpleGrid>
      {report.reason && <DetailField label={t('deviations.form.reason')}>{report.reason}</DetailField>}
      <DeviationChangeTable
        rows={orderChangeRows(t, report.changes, order.currency)}
        placeLabel={t('deviations.table.where')}
        verdicts={verdicts}
        onVerdict={
          may('decide')
            ? (changeId, verdict) => setVerdicts((current) => ({ ...current, [changeId]: verdict }))
            : undefined
        }
      />
      {may('decide') && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('deviations.detail.decideHint')}
          </Text>
          <Button
            onClick={() => void saveDecisions()}
            disabled={chosen.length === 0}
            loading={decide.isPending}
          >
            {t('deviations.detail.decide')}
          </Button>
        </Group>
      )}
      {report.status === 'pending' && !may('decide') && (
        <Alert color="blue" data-testid="deviation-waiting">
          {t(`deviations.detail.waitingFor.${report.raised_by === 'supplier' ? 'buyer' : 'supplier'}`)}
        </Alert>
      )}
    </Stack>
  )
}
