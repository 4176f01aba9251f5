import type { OrderMilestone } from '@scm/contracts'
import { presentError } from '../../../../lib/api/present-error.ts'
import { MilestoneStatusSelect as StatusSelect } from '../../../../ui/milestone-status.tsx'
import { useUpdateMilestone } from '../api/milestone-queries.ts'

// An order milestone's status, for a reader who may update it.
export function MilestoneStatusSelect({
  orderId,
  milestone,
}: {
  orderId: string
  milestone: OrderMilestone
}) {
  const update = useUpdateMilestone(orderId)
  return (
    <StatusSelect
      name={milestone.name}
      status={milestone.status}
      pending={update.isPending ? (update.variables?.body.status ?? milestone.status) : null}
      onChange={(status) =>
        update.mutate(
          { milestoneId: milestone.id, body: { status, version: milestone.version } },
          { onError: presentError },
        )
      }
    />
  )
}
