import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

// Colours for the status names of spec §4 "Status badge names seen"; the label comes from the
// feature's catalogue, so one badge serves orders, bookings, users …
const colors: Record<string, string> = {
  draft: 'gray',
  inactive: 'gray',
  'not-started': 'gray',
  'not-sent': 'gray',
  new: 'blue',
  started: 'cyan',
  pending: 'yellow',
  invited: 'yellow',
  sent: 'blue',
  'on-hold': 'orange',
  'approval-required': 'orange',
  'requested-changes': 'orange',
  canceled: 'red',
  cancelled: 'red',
  closed: 'dark',
  posted: 'blue',
  released: 'cyan',
  rejected: 'red',
  failed: 'red',
  'in-progress': 'cyan',
  running: 'cyan',
  ongoing: 'cyan',
  internal: 'gray',
  published: 'blue',
  approved: 'green',
  active: 'green',
  completed: 'green',
  confirmed: 'green',
  finished: 'green',
  delivered: 'teal',
  ordered: 'green',
  'packing-completed': 'indigo',
  'in-transit': 'violet',
  'not-shipped': 'gray',
  'partially-shipped': 'yellow',
  'fully-shipped': 'teal',
  'too-early': 'orange',
  'ok-to-ship': 'green',
  'submitted-for-shipment': 'blue',
  awarded: 'grape',
  logged: 'gray',
  queued: 'yellow',
  unread: 'blue',
  read: 'gray',
  passed: 'green',
  open: 'yellow',
  archived: 'gray',
  blocked: 'red',
  manual_unblock: 'orange',
  accepted: 'green',
  declined: 'red',
  expired: 'gray',
  revoked: 'gray',
  used: 'gray',
  withdrawn: 'gray',
  'pre-approved': 'teal',
  valid: 'green',
  expiring: 'orange',
  upcoming: 'blue',
  approved_with_remarks: 'yellow',
  submitted: 'blue',
  delayed: 'red',
  'pickup-requested': 'yellow',
  'pickup-request-failed': 'red',
  'pickup-scheduled': 'blue',
  'goods-delivered': 'teal',
  'goods-receipt': 'green',
  saved: 'yellow',
}

// `label`: a feature whose statuses share names with another's (a deviation's "rejected") names it;
// `prefix`: where the feature keeps the labels when its `status` object holds another record's.
export function StatusBadge({
  status,
  ns,
  label,
  prefix = '',
}: {
  status: string
  ns: string
  label?: string
  prefix?: string
}) {
  const { t } = useTranslation(ns)
  const color = colors[status] ?? 'gray'
  return (
    // Shade 9 darkened a little keeps every label at WCAG AA contrast on the light badge background.
    <Badge
      color={color}
      c={`color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`}
      variant="light"
      // A narrow column must not cut the status short ("LOGG…").
      miw="max-content"
      data-status={status}
    >
      {label ?? t(`${prefix}status.${status}`)}
    </Badge>
  )
}
