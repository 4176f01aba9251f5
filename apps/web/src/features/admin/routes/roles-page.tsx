import { Button } from '@mantine/core'
import { type Role, roleEndpoints, roleTypes } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { RoleFormModal } from '../components/role-form-modal.tsx'
import { RoleRowActions } from '../components/role-row-actions.tsx'

const types = [roleTypes.user, roleTypes.companyAdmin]

export function RolesPage() {
  const { t } = useTranslation('admin')
  const [form, setForm] = useState<{ roleId: string | null } | null>(null)
  const columns: ListColumn<Role>[] = [
    { key: 'name', label: t('roles.name'), sortField: 'name', value: (role) => role.name },
    { key: 'role_type', label: t('roles.roleType'), value: (role) => t(`roles.types.${role.role_type}`) },
    {
      key: 'user_count',
      label: t('roles.userCount'),
      sortField: 'user_count',
      value: (role) => formatNumber(role.user_count),
    },
    {
      key: 'created_at',
      label: t('common.createdAt'),
      sortField: 'created_at',
      value: (role) => formatDateTime(role.created_at),
      hiddenByDefault: true,
    },
  ]
  const filters: FilterField[] = [
    {
      key: 'role_type',
      label: t('roles.roleType'),
      type: 'select',
      options: types.map((type) => ({ value: String(type), label: t(`roles.types.${type}`) })),
    },
  ]
  const edit = (role: Role) => setForm({ roleId: role.id })
  return (
    <>
      <PageHeader title={t('roles.title')} description={t('roles.description')} />
      <ListScreen
        id="admin-roles"
        title={t('roles.title')}
        endpoint={roleEndpoints.list}
        queryKey={adminQueries.roles.all}
        columns={columns}
        filters={filters}
        rowKey={(role) => role.id}
        defaultSort="name"
        onRowClick={edit}
        rowActions={(role) => <RoleRowActions role={role} onEdit={edit} />}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ roleId: null })}
            data-testid="create-role"
          >
            {t('roles.create')}
          </Button>
        }
      />
      <RoleFormModal roleId={form?.roleId ?? null} opened={form !== null} onClose={() => setForm(null)} />
    </>
  )
}
