import { Menu } from '@mantine/core'
import type { Role } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { RowMenu } from '../../../ui/row-menu.tsx'
import { useDeleteRole } from '../api/role-mutations.ts'

export function RoleRowActions({ role, onEdit }: { role: Role; onEdit: (role: Role) => void }) {
  const { t } = useTranslation('admin')
  const confirm = useConfirm()
  const remove = useDeleteRole()
  const inUse = role.user_count > 0
  const ask = async () => {
    if (
      await confirm({
        title: t('roles.deleteTitle'),
        message: t('roles.deleteConfirm', { name: role.name }),
        confirmLabel: t('common.delete'),
        danger: true,
      })
    )
      remove.mutate(role.id)
  }
  return (
    <RowMenu label={t('common.actionsFor', { name: role.name })}>
      <Menu.Item onClick={() => onEdit(role)}>{t('common.edit')}</Menu.Item>
      {/* The server refuses to delete a role that users hold; say so before the click. */}
      <Menu.Item
        color="red"
        disabled={inUse}
        onClick={() => void ask()}
        title={inUse ? t('roles.inUse', { count: role.user_count }) : undefined}
      >
        {inUse ? t('roles.inUse', { count: role.user_count }) : t('common.delete')}
      </Menu.Item>
    </RowMenu>
  )
}
