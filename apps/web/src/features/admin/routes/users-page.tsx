import { Button } from '@mantine/core'
import { type User, UserStatus, userEndpoints } from '@scm/contracts'
import { IconUserPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { FilterField } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { useUserColumns } from '../components/user-columns.tsx'
import { UserEditDrawer } from '../components/user-edit-drawer.tsx'
import { UserInviteModal } from '../components/user-invite-modal.tsx'
import { UserRowActions } from '../components/user-row-actions.tsx'

function useUserFilters(): FilterField[] {
  const { t } = useTranslation('admin')
  const roles = useQuery(adminQueries.roles.options())
  const groups = useQuery(adminQueries.groups.options())
  return [
    {
      key: 'status',
      label: t('users.status'),
      type: 'select',
      options: UserStatus.options.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
    {
      key: 'role_id',
      label: t('users.role'),
      type: 'select',
      options: (roles.data ?? []).map((role) => ({ value: role.id, label: role.name })),
    },
    {
      key: 'group_id',
      label: t('users.group'),
      type: 'select',
      options: (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    },
  ]
}

export function UsersPage() {
  const { t } = useTranslation('admin')
  const [inviting, setInviting] = useState(false)
  const [editing, setEditing] = useState<string | null>(null)
  const edit = (user: User) => setEditing(user.id)
  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <ListScreen
        id="admin-users"
        title={t('users.title')}
        endpoint={userEndpoints.list}
        queryKey={adminQueries.users.all}
        columns={useUserColumns()}
        filters={useUserFilters()}
        rowKey={(user) => user.id}
        defaultSort="name"
        onRowClick={edit}
        rowActions={(user) => <UserRowActions user={user} onEdit={edit} />}
        actions={
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setInviting(true)}
            data-testid="invite-user"
          >
            {t('users.invite')}
          </Button>
        }
      />
      <UserInviteModal opened={inviting} onClose={() => setInviting(false)} />
      <UserEditDrawer userId={editing} onClose={() => setEditing(null)} />
    </>
  )
}
