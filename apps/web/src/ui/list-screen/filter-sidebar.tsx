import { Button, Drawer, Paper, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FilterFieldInput } from './filter-field-input.tsx'
import type { FilterField, FilterValues } from './list-types.ts'

interface FilterSidebarProps {
  fields: FilterField[]
  values: FilterValues
  onChange: (values: FilterValues) => void
  onClear: () => void
  // Small screens get a drawer instead of the side column.
  asDrawer: boolean
  opened: boolean
  onClose: () => void
}

export const filterSidebarWidth = 320

export function FilterSidebar({
  fields,
  values,
  onChange,
  onClear,
  asDrawer,
  opened,
  onClose,
}: FilterSidebarProps) {
  const { t } = useTranslation()
  const content = (
    <Stack gap="sm">
      {fields.map((field) => (
        <FilterFieldInput
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => onChange({ ...values, [field.key]: value })}
        />
      ))}
      <Button
        variant="subtle"
        onClick={onClear}
        disabled={Object.values(values).every((v) => v.length === 0)}
      >
        {t('list.clearFilters')}
      </Button>
    </Stack>
  )
  if (asDrawer)
    return (
      <Drawer
        closeButtonProps={{ 'aria-label': t('close') }}
        opened={opened}
        onClose={onClose}
        title={t('list.filters')}
        position="right"
        size={filterSidebarWidth}
      >
        {content}
      </Drawer>
    )
  if (!opened) return null
  return (
    <Paper
      component="aside"
      withBorder
      p="md"
      w={filterSidebarWidth}
      style={{ flexShrink: 0, alignSelf: 'flex-start' }}
      aria-label={t('list.filters')}
      data-testid="filter-sidebar"
    >
      <Title order={4} mb="sm">
        {t('list.filters')}
      </Title>
      {content}
    </Paper>
  )
}
