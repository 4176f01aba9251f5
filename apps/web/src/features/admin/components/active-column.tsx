import type { TFunction } from 'i18next'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// The status column of every list whose rows can be deactivated, and its filter.
export function activeColumn<R extends { active: boolean }>(t: TFunction): ListColumn<R> {
  return {
    key: 'active',
    label: t('lists.status'),
    value: (row) => t(`status.${row.active ? 'active' : 'inactive'}`),
    render: (row) => <StatusBadge status={row.active ? 'active' : 'inactive'} ns="admin" />,
  }
}

export const activeFilter = (t: TFunction) => ({
  key: 'active',
  label: t('lists.status'),
  type: 'select' as const,
  options: [
    { value: 'true', label: t('status.active') },
    { value: 'false', label: t('status.inactive') },
  ],
})

export const yesNo = (t: TFunction, value: boolean) => t(value ? 'lists.yes' : 'lists.no')
