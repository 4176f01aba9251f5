import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { Order, OrderMilestone } from '@scm/contracts'
import { IconMessage, IconSend } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../../lib/auth/session.ts'
import { formatDate } from '../../../../lib/format/format.ts'
import { LoadState } from '../../../../ui/load-state.tsx'
import { MilestoneStatusBadge } from '../../../../ui/milestone-status.tsx'
import { milestoneQueries } from '../api/milestone-queries.ts'
import { ApplyWorkflowModal } from './apply-workflow-modal.tsx'
import { MilestoneCommentsModal } from './milestone-comments-modal.tsx'
import { MilestoneStatusSelect } from './milestone-status.tsx'
import { SendMilestoneLinkModal } from './send-milestone-link-modal.tsx'

// The order's production milestones. The buyer applies a workflow and acts on every step; the supplier
// sees the milestones the workflow shows it and acts where it gives it the right.
export function MilestonesSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const { data: user } = useCurrentUser()
  const plan = useQuery(milestoneQueries.ofOrder(order.id))
  const [applying, setApplying] = useState(false)
  const [commentsOf, setCommentsOf] = useState<string | null>(null)
  const [linkFor, setLinkFor] = useState<OrderMilestone | null>(null)
  const buyer = order.side === 'buyer'
  const canApply = buyer && hasPermission(user, 'create.order')
  const milestones = plan.data?.milestones ?? []
  const canUpdate = (m: OrderMilestone) => buyer || m.supplier_may_update
  const canComment = (m: OrderMilestone) => buyer || m.supplier_may_comment
  const open = milestones.find((m) => m.id === commentsOf) ?? null
  return (
    <Stack gap="sm" data-testid="milestones-section">
      <Group justify="space-between">
        <div>
          <Title order={2} fz="h4">
            {plan.data?.workflow_name ?? t('milestones.title')}
          </Title>
          {plan.data?.planned_from && (
            <Text size="sm" c="dimmed">
              {t(`milestones.plannedFrom.${plan.data.planned_from}`)}
            </Text>
          )}
        </div>
        {canApply && (
          <Button size="xs" onClick={() => setApplying(true)} data-testid="apply-workflow">
            {milestones.length > 0 ? t('milestones.reapply') : t('milestones.apply')}
          </Button>
        )}
      </Group>
      <LoadState query={plan} />
      {plan.data && milestones.length === 0 && (
        <Text c="dimmed">{t(buyer ? 'milestones.emptyBuyer' : 'milestones.emptySupplier')}</Text>
      )}
      {milestones.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('milestones.fields.name')}</Table.Th>
                <Table.Th>{t('milestones.fields.type')}</Table.Th>
                <Table.Th>{t('milestones.fields.planned')}</Table.Th>
                <Table.Th>{t('milestones.fields.status')}</Table.Th>
                <Table.Th>{t('milestones.fields.actual')}</Table.Th>
                <Table.Th>{t('milestones.fields.comments')}</Table.Th>
                {canApply && <Table.Th>{t('milestones.fields.guest')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {milestones.map((m) => (
                <Table.Tr key={m.id} data-testid="milestone-row">
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{m.name}</Text>
                      {m.kind === 'task' && (
                        <Badge size="xs" variant="outline" color="gray">
                          {t('milestones.task')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{m.milestone_type_name ?? ''}</Table.Td>
                  <Table.Td>{formatDate(m.planned_date)}</Table.Td>
                  <Table.Td>
                    {canUpdate(m) ? (
                      <MilestoneStatusSelect orderId={order.id} milestone={m} />
                    ) : (
                      <MilestoneStatusBadge status={m.status} />
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(m.actual_date)}</Table.Td>
                  <Table.Td>
                    {(m.comments !== null || canComment(m)) && (
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconMessage size={14} />}
                        onClick={() => setCommentsOf(m.id)}
                        aria-label={t('milestones.commentsOf', { name: m.name })}
                      >
                        {m.comments === null ? t('milestones.comment') : String(m.comments.length)}
                      </Button>
                    )}
                  </Table.Td>
                  {canApply && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('milestones.guest.sendFor', { name: m.name })}
                        onClick={() => setLinkFor(m)}
                      >
                        <IconSend size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canApply && (
        <SendMilestoneLinkModal orderId={order.id} milestone={linkFor} onClose={() => setLinkFor(null)} />
      )}
      {canApply && (
        <ApplyWorkflowModal
          orderId={order.id}
          opened={applying}
          replacing={milestones.length > 0}
          onClose={() => setApplying(false)}
        />
      )}
      <MilestoneCommentsModal
        orderId={order.id}
        milestone={open}
        canComment={open ? canComment(open) : false}
        onClose={() => setCommentsOf(null)}
      />
    </Stack>
  )
}
