import { Select, type SelectProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { articleEndpoints } from '@scm/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'

// Active articles by code or name, asked of the server as the user types (a catalogue is too big to
// load whole). `current` keeps the chosen article's label while it is not among the matches.
export function ArticlePicker({
  current,
  ...props
}: Omit<SelectProps, 'data' | 'searchValue' | 'onSearchChange'> & {
  current?: { id: string; label: string }
}) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 250)
  const options = useQuery({
    queryKey: ['articles', 'options', debounced],
    queryFn: () => callApi(articleEndpoints.options, { query: { search: debounced || undefined } }),
    placeholderData: keepPreviousData,
  })
  const data = (options.data ?? []).map((article) => ({
    value: article.id,
    label: `${article.code} · ${article.name}`,
  }))
  if (current && !data.some((option) => option.value === current.id))
    data.unshift({ value: current.id, label: current.label })
  return (
    <Select
      searchable
      filter={({ options: all }) => all}
      nothingFoundMessage={t('form.noOptions')}
      {...props}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      error={props.error ?? (options.isError ? t('loadFailed') : undefined)}
    />
  )
}
