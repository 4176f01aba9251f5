import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core'
import type { ParamName, ParamOption } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useParams } from '../lib/params/use-params.ts'

// A record may refer to an entry the list no longer offers (deactivated, archived): it stays a choice,
// by the name the record carries, so the field shows it instead of an id.
export type CurrentOption = { id: string; name: string }

const toData = (options: ParamOption[], current: CurrentOption[] = []) => [
  ...options.map((option) => ({
    value: option.id,
    label: option.code && option.code !== option.name ? `${option.name} (${option.code})` : option.name,
  })),
  ...current
    .filter((kept) => !options.some((option) => option.id === kept.id))
    .map((kept) => ({ value: kept.id, label: kept.name })),
]

type Shared = { param: ParamName; current?: CurrentOption[] }

// A select over one shared list (colours, seasons, warehouses …), searchable, with the list's own
// loading and error state in the field rather than an empty dropdown.
export function ParamSelect({ param, current, ...props }: Shared & Omit<SelectProps, 'data'>) {
  const { t } = useTranslation()
  const params = useParams([param])
  return (
    <Select
      searchable
      clearable={!props.required}
      nothingFoundMessage={t('form.noOptions')}
      {...props}
      data={toData(params.data[param], current)}
      disabled={props.disabled || params.isPending}
      error={props.error ?? (params.isError ? t('loadFailed') : undefined)}
    />
  )
}

export function ParamMultiSelect({ param, current, ...props }: Shared & Omit<MultiSelectProps, 'data'>) {
  const { t } = useTranslation()
  const params = useParams([param])
  return (
    <MultiSelect
      searchable
      nothingFoundMessage={t('form.noOptions')}
      {...props}
      data={toData(params.data[param], current)}
      disabled={props.disabled || params.isPending}
      error={props.error ?? (params.isError ? t('loadFailed') : undefined)}
    />
  )
}
