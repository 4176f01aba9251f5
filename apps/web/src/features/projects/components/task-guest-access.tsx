import type { GuestLink, Task } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format/format.ts'
import { GuestAccessPanel } from '../../../ui/guest-access-panel.tsx'
import { useRevokeTaskGuestLink, useSendTaskGuestLink } from '../api/task-mutations.ts'

// Who outside the company can open the task (spec §2.4 /guest/tasks/{id}); the plan's editors send
// and revoke its link.
export function TaskGuestAccess({
  task,
  link,
  canEdit,
}: {
  task: Task
  link: GuestLink | null
  canEdit: boolean
}) {
  const { t } = useTranslation('projects')
  return (
    <GuestAccessPanel
      link={link}
      canEdit={canEdit}
      send={useSendTaskGuestLink(task.id)}
      revoke={useRevokeTaskGuestLink(task.id)}
      testId="task-guest-access"
      texts={{
        title: t('tasks.guest.access'),
        access: (live) =>
          live
            ? t('tasks.guest.accessText', {
                email: live.recipient_email,
                date: formatDateTime(live.expires_at),
              })
            : t('tasks.guest.accessNone'),
        send: t('tasks.guest.sendAction'),
        sendTitle: t('tasks.guest.sendTitle', { name: task.name }),
        sendText: t('tasks.guest.sendText'),
        revoke: t('tasks.guest.revoke'),
        revokeTitle: t('tasks.guest.revokeTitle'),
        revokeText: (live) => t('tasks.guest.revokeText', { email: live.recipient_email }),
      }}
    />
  )
}
