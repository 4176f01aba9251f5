import { Badge, Group, MultiSelect, type MultiSelectProps, Text } from '@mantine/core'
import type { ParamOption, TagRef, TagType } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { notAvailable } from '../lib/format/format.ts'
import { useParams } from '../lib/params/use-params.ts'

// The choices of a tag picker, by name: the company's active tags of the record's type (the `tags`
// param carries each tag's type as its code), and the tags the record already carries, which stay
// even when deactivated since (the server accepts those, and refuses any other inactive tag).
export function tagChoices(options: ParamOption[], type: TagType, current: TagRef[] = []) {
  const offered = options.filter((option) => option.code === type)
  const kept = current.filter((tag) => !offered.some((option) => option.id === tag.id))
  return [...offered, ...kept]
    .map((tag) => ({ value: tag.id, label: tag.name }))
    .sort((a, b) => a.label.localeCompare(b.label))
}

// Picks tags of one record type (spec §3 Tag: name and type; company settings, tags).
export function TagMultiSelect({
  type,
  current,
  ...props
}: { type: TagType; current?: TagRef[] } & Omit<MultiSelectProps, 'data'>) {
  const { t } = useTranslation()
  const params = useParams(['tags'])
  return (
    <MultiSelect
      searchable
      nothingFoundMessage={t('form.noOptions')}
      {...props}
      data={tagChoices(params.data.tags, type, current)}
      disabled={props.disabled || params.isPending}
      error={props.error ?? (params.isError ? t('loadFailed') : undefined)}
    />
  )
}

// A record's tags as read on its detail view.
export function TagList({ tags }: { tags: TagRef[] }) {
  if (tags.length === 0) return <Text size="sm">{notAvailable()}</Text>
  return (
    <Group gap={6} data-testid="tag-list">
      {tags.map((tag) => (
        <Badge key={tag.id} variant="light" color="gray" c="dark" tt="none">
          {tag.name}
        </Badge>
      ))}
    </Group>
  )
}
