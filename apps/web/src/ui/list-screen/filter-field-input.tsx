import { MultiSelect, Select, TextInput } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
// The date pickers' styles load with the screens that show one, not with the first page.
import '@mantine/dates/styles.css'
import 'dayjs/locale/sv'
import { useDebouncedCallback } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FilterField } from './list-types.ts'

interface FilterFieldInputProps {
  field: FilterField
  value: string | string[] | undefined
  onChange: (value: string | string[]) => void
}

// Typing is debounced so that each key press does not reload the list.
function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const [text, setText] = useState(value)
  const commit = useDebouncedCallback(onChange, 350)
  useEffect(() => setText(value), [value])
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        commit(event.currentTarget.value)
      }}
    />
  )
}

export function FilterFieldInput({ field, value, onChange }: FilterFieldInputProps) {
  const { t, i18n } = useTranslation()
  const single = typeof value === 'string' ? value : ''
  switch (field.type) {
    case 'select':
      return (
        <Select
          label={field.label}
          data={field.options}
          value={single || null}
          onChange={(next) => onChange(next ?? '')}
          placeholder={t('list.any')}
          clearable
          searchable={field.options.length > 8}
          comboboxProps={{ withinPortal: true }}
        />
      )
    case 'multi-select':
      return (
        <MultiSelect
          label={field.label}
          data={field.options}
          value={Array.isArray(value) ? value : single ? [single] : []}
          onChange={onChange}
          placeholder={t('list.any')}
          clearable
          searchable
        />
      )
    case 'date':
      return (
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
          <DatePickerInput
            label={field.label}
            value={single || null}
            onChange={(next) => onChange(next ?? '')}
            valueFormat="YYYY-MM-DD"
            placeholder={t('list.any')}
            // The picker draws its placeholder as text, which must reach AA contrast like any text.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            clearable
            clearButtonProps={{ 'aria-label': t('list.clearField', { label: field.label }) }}
          />
        </DatesProvider>
      )
    case 'text':
      return <TextFilter label={field.label} value={single} onChange={onChange} />
  }
}
