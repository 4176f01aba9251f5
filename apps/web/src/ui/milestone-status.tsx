import { Select } from '@mantine/core'
import { type MilestoneStatus, milestoneTransitions } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { StatusBadge } from './status-badge.tsx'

// The status of an applied milestone, wherever a workflow was applied (an order, a project's article,
// a guest's one milestone): the same names, colours and moves (contracts' milestoneTransitions).

// The shared badge colours by the status names it knows.
const badgeOf: Record<MilestoneStatus, string> = {
  not_started: 'not-started',
  in_progress: 'in-progress',
  done: 'completed',
  delayed: 'delayed',
}

export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  const { t } = useTranslation('app')
  return <StatusBadge status={badgeOf[status]} ns="app" label={t(`milestone.status.${status}`)} />
}

// The status as a choice of the moves the milestone allows. `pending`: the status asked for and not yet
// answered, shown at once (the old one until the plan reloads would look like a refusal); a refusal
// brings the old one back. Without a visible `label` the select is named for the milestone.
export function MilestoneStatusSelect({
  name,
  status,
  pending,
  onChange,
  label,
  w = 160,
}: {
  name: string
  status: MilestoneStatus
  pending: MilestoneStatus | null
  onChange: (status: MilestoneStatus) => void
  label?: string
  w?: number
}) {
  const { t } = useTranslation('app')
  const shown = pending ?? status
  const choices = [shown, status, ...milestoneTransitions[status]]
  return (
    <Select
      size={label ? 'sm' : 'xs'}
      label={label}
      aria-label={label ? undefined : t('milestone.statusOf', { name })}
      data={[...new Set(choices)].map((each) => ({ value: each, label: t(`milestone.status.${each}`) }))}
      value={shown}
      allowDeselect={false}
      disabled={pending !== null}
      onChange={(next) => next && next !== status && onChange(next as MilestoneStatus)}
      w={w}
    />
  )
}
