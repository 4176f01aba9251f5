import { Button, Menu } from '@mantine/core'
import { type UserGroup, userGroupEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber, formatText } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { useDeleteUserGroup } from '../api/user-group-mutations.ts'
import { UserGroupFormModal } from '../components/user-group-form-modal.tsx'

export function UserGroupsPage() {
  const { t } = useTranslation('admin')
  const confirm = useConfirm()
  const remove = useDeleteUserGroup()
  const [form, setForm] = useState<{ groupId: string | null } | null>(null)
  const columns: ListColumn<UserGroup>[] = [
    { key: 'name', label: t('groups.name'), sortField: 'name', value: (group) => group.name },
    {
      key: 'description',
      label: t('groups.groupDescription'),
      value: (group) => formatText(group.description),
    },
    {
      key: 'member_count',
      label: t('groups.memberCount'),
      sortField: 'member_count',
      value: (group) => formatNumber(group.member_count),
    },
    {
      key: 'created_at',
      label: t('common.createdAt'),
      sortField: 'created_at',
      value: (group) => formatDateTime(group.created_at),
      hiddenByDefault: true,
    },
  ]
  const edit = (group: UserGroup) => setForm({ groupId: group.id })
  const ask = async (group: UserGroup) => {
    if (
      await confirm({
        title: t('groups.deleteTitle'),
        message: t('groups.deleteConfirm', { name: group.name }),
        confirmLabel: t('common.delete'),
        danger: true,
      })
    )
      remove.mutate(group.id)
  }
  return (
    <>
      <PageHeader title={t('groups.title')} description={t('groups.description')} />
      <ListScreen
        id="admin-user-groups"
        title={t('groups.title')}
        endpoint={userGroupEndpoints.list}
        queryKey={adminQueries.groups.all}
        columns={columns}
        rowKey={(group) => group.id}
        defaultSort="name"
        onRowClick={edit}
        rowActions={(group) => (
          <RowMenu label={t('common.actionsFor', { name: group.name })}>
            <Menu.Item onClick={() => edit(group)}>{t('common.edit')}</Menu.Item>
            <Menu.Item color="red" onClick={() => void ask(group)}>
              {t('common.delete')}
            </Menu.Item>
          </RowMenu>
        )}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ groupId: null })}
            data-testid="create-group"
          >
            {t('groups.create')}
          </Button>
        }
      />
      <UserGroupFormModal
        groupId={form?.groupId ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
      />
    </>
  )
}
