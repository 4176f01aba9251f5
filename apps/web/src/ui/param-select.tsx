import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core'
import type { ParamName, ParamOption } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useParams } from '../lib/params/use-params.ts'

const toData = (options: ParamOption[]) =>
  options.map((option) => ({
    value: option.id,
    label: option.code && option.code !== option.name ? `${option.name} (${option.code})` : option.name,
  }))

type Shared = { param: ParamName }

// A select over one shared list (colours, seasons, warehouses …), searchable, with the list's own
// loading and error state in the field rather than an empty dropdown.
export function ParamSelect({ param, ...props }: Shared & Omit<SelectProps, 'data'>) {
  const { t } = useTranslation()
  const params = useParams([param])
  return (
    <Select
      searchable
      clearable={!props.required}
      nothingFoundMessage={t('form.noOptions')}
      {...props}
      data={toData(params.data[param])}
      disabled={props.disabled || params.isPending}
      error={props.error ?? (params.isError ? t('loadFailed') : undefined)}
    />
  )
}

export function ParamMultiSelect({ param, ...props }: Shared & Omit<MultiSelectProps, 'data'>) {
  const { t } = useTranslation()
  const params = useParams([param])
  return (
    <MultiSelect
      searchable
      nothingFoundMessage={t('form.noOptions')}
      {...props}
      data={toData(params.data[param])}
      disabled={props.disabled || params.isPending}
      error={props.error ?? (params.isError ? t('loadFailed') : undefined)}
    />
  )
}
