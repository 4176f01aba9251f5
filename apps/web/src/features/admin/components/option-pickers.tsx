import type { MultiSelectProps, SelectProps } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type Bound, FormMultiSelect, FormSelect } from '../../../ui/form/form-fields.tsx'
import { adminQueries } from '../api/admin-queries.ts'

type PickerProps = Omit<MultiSelectProps, 'data'>

// An empty list (no groups yet) or a search without matches says so instead of opening nothing.
function useNothingFound() {
  return useTranslation('admin').t('common.noOptions')
}

// Pickers over the company's roles, groups and users, bound to a form field like any other.
export function RolePicker<V extends FieldValues>(props: Bound<V, PickerProps>) {
  const roles = useQuery(adminQueries.roles.options())
  const data = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))
  return (
    <FormMultiSelect
      nothingFoundMessage={useNothingFound()}
      {...props}
      data={data}
      searchable
      disabled={roles.isPending}
      data-testid="role-picker"
    />
  )
}

export function GroupPicker<V extends FieldValues>(props: Bound<V, PickerProps>) {
  const groups = useQuery(adminQueries.groups.options())
  const data = (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))
  return (
    <FormMultiSelect
      nothingFoundMessage={useNothingFound()}
      {...props}
      data={data}
      searchable
      disabled={groups.isPending}
      data-testid="group-picker"
    />
  )
}

export function UserPicker<V extends FieldValues>(props: Bound<V, PickerProps>) {
  const users = useQuery(adminQueries.users.options())
  const data = (users.data ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))
  return (
    <FormMultiSelect
      nothingFoundMessage={useNothingFound()}
      {...props}
      data={data}
      searchable
      limit={50}
      disabled={users.isPending}
      data-testid="user-picker"
    />
  )
}

export function GroupSelect<V extends FieldValues>(props: Bound<V, Omit<SelectProps, 'data'>>) {
  const groups = useQuery(adminQueries.groups.options())
  const data = (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))
  return (
    <FormSelect
      nothingFoundMessage={useNothingFound()}
      clearable
      {...props}
      data={data}
      searchable
      disabled={groups.isPending}
    />
  )
}
