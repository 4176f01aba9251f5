import { ActionIcon, Badge, Button, Group, TextInput, Tooltip } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconDownload, IconFilter, IconSearch } from '@tabler/icons-react'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface ListToolbarProps {
  search: string
  onSearch: (search: string) => void
  searchable: boolean
  filterCount: number
  onToggleFilters?: () => void
  columnChooser: ReactNode
  onExport: () => void
  exporting: boolean
  actions?: ReactNode
}

export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation()
  const [text, setText] = useState(props.search)
  const commit = useDebouncedCallback(props.onSearch, 350)
  // Back/forward or "clear filters" change the search from outside the box.
  useEffect(() => setText(props.search), [props.search])
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        {props.searchable && (
          <TextInput
            type="search"
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              commit(event.currentTarget.value)
            }}
            w={{ base: '100%', xs: 260 }}
            data-testid="list-search"
          />
        )}
        {props.onToggleFilters && (
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            rightSection={
              props.filterCount > 0 ? (
                <Badge size="sm" circle>
                  {props.filterCount}
                </Badge>
              ) : undefined
            }
            onClick={props.onToggleFilters}
            data-testid="list-filters-toggle"
          >
            {t('list.filters')}
          </Button>
        )}
        {props.columnChooser}
        <Tooltip label={t('list.export')}>
          <ActionIcon
            variant="default"
            size="input-sm"
            onClick={props.onExport}
            loading={props.exporting}
            aria-label={t('list.export')}
            data-testid="list-export"
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {props.actions && <Group gap="sm">{props.actions}</Group>}
    </Group>
  )
}
