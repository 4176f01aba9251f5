import { Menu } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { User } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '../../../lib/auth/session.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { RowMenu } from '../../../ui/row-menu.tsx'
import { type UserAction, useUserAction } from '../api/user-mutations.ts'

const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim() || user.email

export function UserRowActions({ user, onEdit }: { user: User; onEdit: (user: User) => void }) {
  const { t } = useTranslation('admin')
  const confirm = useConfirm()
  const { data: me } = useCurrentUser()
  const action = useUserAction()
  const run = async (kind: UserAction, danger = false) => {
    const name = fullName(user)
    const ok = await confirm({
      title: t(`users.${kind}Title`),
      message: t(`users.${kind}Confirm`, { name, email: user.email }),
      confirmLabel: t(`users.${kind}`),
      danger,
    })
    if (!ok) return
    action.mutate(
      { id: user.id, action: kind },
      { onSuccess: () => notifications.show({ color: 'green', message: t(`users.${kind}Done`, { name }) }) },
    )
  }
  return (
    <RowMenu label={t('common.actionsFor', { name: fullName(user) })}>
      <Menu.Item onClick={() => onEdit(user)}>{t('common.edit')}</Menu.Item>
      {user.status === 'invited' && (
        <Menu.Item onClick={() => void run('resendInvite')}>{t('users.resendInvite')}</Menu.Item>
      )}
      {user.status === 'inactive' && (
        <Menu.Item onClick={() => void run('activate')}>{t('users.activate')}</Menu.Item>
      )}
      {/* The server refuses to let admins lock themselves out; the menu does not offer it. */}
      {user.status !== 'inactive' && user.id !== me?.id && (
        <Menu.Item color="red" onClick={() => void run('deactivate', true)}>
          {t('users.deactivate')}
        </Menu.Item>
      )}
    </RowMenu>
  )
}
