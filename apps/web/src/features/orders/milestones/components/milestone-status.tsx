import { Select } from '@mantine/core'
import { type MilestoneStatus, milestoneTransitions, type OrderMilestone } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../../lib/api/present-error.ts'
import { StatusBadge } from '../../../../ui/status-badge.tsx'
import { useUpdateMilestone } from '../api/milestone-queries.ts'

// The shared badge colours by the status names it knows.
const badgeOf: Record<MilestoneStatus, string> = {
  not_started: 'not-started',
  in_progress: 'in-progress',
  done: 'completed',
  delayed: 'delayed',
}

export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  const { t } = useTranslation('orders')
  return <StatusBadge status={badgeOf[status]} ns="orders" label={t(`milestones.status.${status}`)} />
}

// The status as a choice of the moves the milestone allows, for a reader who may update it.
export function MilestoneStatusSelect({
  orderId,
  milestone,
}: {
  orderId: string
  milestone: OrderMilestone
}) {
  const { t } = useTranslation('orders')
  const update = useUpdateMilestone(orderId)
  const choices = [milestone.status, ...milestoneTransitions[milestone.status]]
  // The choice shows at once, not the old status until the server has answered and the plan reloaded;
  // a refusal brings the old one back.
  const shown = update.isPending ? (update.variables?.body.status ?? milestone.status) : milestone.status
  return (
    <Select
      size="xs"
      aria-label={t('milestones.statusOf', { name: milestone.name })}
      data={[...new Set([shown, ...choices])].map((status) => ({
        value: status,
        label: t(`milestones.status.${status}`),
      }))}
      value={shown}
      allowDeselect={false}
      disabled={update.isPending}
      onChange={(status) =>
        status &&
        status !== milestone.status &&
        update.mutate(
          {
            milestoneId: milestone.id,
            body: { status: status as MilestoneStatus, version: milestone.version },
          },
          { onError: presentError },
        )
      }
      w={160}
    />
  )
}
