import { Select, type SelectProps } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { articleEndpoints } from '@scm/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../lib/api/call-api.ts'

export interface PickedArticle {
  id: string
  label: string
}

export const articleLabel = (article: { code: string; name: string }) => `${article.code} · ${article.name}`

// Active articles by code or name, asked of the server as the user types (a catalogue is too big to
// load whole; an archived article is never offered). The chosen article keeps its label while it is
// not among the matches: `current` names the saved one, and a newly picked one is remembered here.
// `excludeId` leaves one article out (an article cannot be a component of itself).
export function ArticlePicker({
  current,
  excludeId,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'searchValue' | 'onSearchChange'> & {
  current?: PickedArticle
  excludeId?: string
}) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<PickedArticle | null>(null)
  const [debounced] = useDebouncedValue(search, 250)
  const options = useQuery({
    queryKey: ['articles', 'options', debounced, excludeId ?? null],
    queryFn: ({ signal }) =>
      callApi(articleEndpoints.options, {
        query: { search: debounced || undefined, exclude_id: excludeId },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
  // Until the server has answered what is typed, the last answer is narrowed to what matches it here:
  // an option shown for an earlier search would otherwise vanish under the pointer a moment later.
  const answered = search === debounced && !options.isPlaceholderData
  const data = (options.data ?? []).map((article) => ({ value: article.id, label: articleLabel(article) }))
  for (const known of [picked, current])
    if (known && known.id === props.value && !data.some((option) => option.value === known.id))
      data.unshift({ value: known.id, label: known.label })
  return (
    <Select
      searchable
      filter={({ options: all, search: typed }) =>
        answered
          ? all
          : all.filter(
              (option) =>
                'label' in option && option.label.toLowerCase().includes(typed.trim().toLowerCase()),
            )
      }
      // "Nothing matches" only once the server has answered what is typed; until then the narrowed
      // earlier answer may be empty for an article the server will offer.
      nothingFoundMessage={answered ? t('form.noOptions') : t('loading')}
      {...props}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value, option) => {
        setPicked(value && option ? { id: value, label: option.label } : null)
        onChange?.(value, option)
      }}
      error={props.error ?? (options.isError ? t('loadFailed') : undefined)}
    />
  )
}
