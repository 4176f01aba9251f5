import { Select, type SelectProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { articleQueries } from '../api/article-queries.ts'

const label = (option: { code: string; name: string }) => `${option.code} ${option.name}`

// Picks an active article by typing its ID or name: the server answers 20 at a time (an archived
// article is never offered). `current` labels the value already chosen.
export function ArticlePicker({
  value,
  onChange,
  current,
  excludeId,
  ...props
}: {
  value: string | null
  onChange: (id: string | null) => void
  current?: { code: string; name: string }
  excludeId?: string
} & Omit<SelectProps, 'data' | 'value' | 'onChange'>) {
  const { t } = useTranslation('articles')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 250)
  const options = useQuery({
    ...articleQueries.options(debounced, excludeId),
    placeholderData: keepPreviousData,
  })
  const data = (options.data ?? []).map((option) => ({ value: option.id, label: label(option) }))
  if (value && current && !data.some((option) => option.value === value))
    data.unshift({ value, label: label(current) })
  return (
    <Select
      searchable
      clearable
      placeholder={t('bom.searchHint')}
      nothingFoundMessage={t('common.noOptions')}
      filter={({ options: all }) => all}
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
    />
  )
}
