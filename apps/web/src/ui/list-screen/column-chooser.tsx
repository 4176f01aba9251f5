import { ActionIcon, Checkbox, Popover, Stack, Tooltip } from '@mantine/core'
import { IconColumns } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from './list-types.ts'

interface ColumnChooserProps<R> {
  columns: ListColumn<R>[]
  visible: string[]
  onChange: (keys: string[]) => void
}

// Spec §9: the columns popover is at most 340 px wide. At least one column stays visible.
export function ColumnChooser<R>({ columns, visible, onChange }: ColumnChooserProps<R>) {
  const { t } = useTranslation()
  return (
    <Popover position="bottom-end" shadow="md" styles={{ dropdown: { maxWidth: 340, minWidth: 220 } }}>
      <Popover.Target>
        <Tooltip label={t('list.columns')}>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t('list.columns')}
            data-testid="column-chooser"
          >
            <IconColumns size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          value={visible}
          onChange={(keys) => onChange(columns.map((c) => c.key).filter((key) => keys.includes(key)))}
          label={t('list.columns')}
        >
          <Stack gap="xs" mt="xs">
            {columns.map((column) => (
              <Checkbox
                key={column.key}
                value={column.key}
                label={column.label}
                disabled={visible.length === 1 && visible.includes(column.key)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  )
}
