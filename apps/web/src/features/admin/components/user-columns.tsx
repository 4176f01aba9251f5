import { Text } from '@mantine/core'
import type { User } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format/format.ts'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

const names = (refs: { name: string }[]) => refs.map((ref) => ref.name).join(', ')

export function useUserColumns(): ListColumn<User>[] {
  const { t } = useTranslation('admin')
  return [
    {
      key: 'name',
      label: t('users.name'),
      sortField: 'name',
      value: (user) => `${user.first_name} ${user.last_name}`.trim(),
      render: (user) => (
        <Text fw={500} size="sm">
          {`${user.first_name} ${user.last_name}`.trim() || '—'}
        </Text>
      ),
    },
    { key: 'email', label: t('users.email'), sortField: 'email', value: (user) => user.email },
    { key: 'roles', label: t('users.roles'), value: (user) => names(user.roles) },
    { key: 'groups', label: t('users.groups'), value: (user) => names(user.groups) },
    {
      key: 'status',
      label: t('users.status'),
      sortField: 'status',
      value: (user) => t(`status.${user.status}`),
      render: (user) => <StatusBadge status={user.status} ns="admin" />,
    },
    {
      key: 'last_login_at',
      label: t('users.lastLogin'),
      sortField: 'last_login_at',
      value: (user) => formatDateTime(user.last_login_at),
    },
    {
      key: 'created_at',
      label: t('common.createdAt'),
      sortField: 'created_at',
      value: (user) => formatDateTime(user.created_at),
      hiddenByDefault: true,
    },
  ]
}
