import { ActionIcon, Button, Group, Stack } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextInput } from '../../../ui/form/form-fields.tsx'
import type { ForecastForm } from './forecast-form.ts'

type LayerPath = `groups.${number}.batches.${number}.layers.${number}`

// A fixture layer (a shelf, a table top) and the components it is built of.
export function LayerFields({
  form,
  path,
  label,
  onRemove,
}: {
  form: ForecastForm
  path: LayerPath
  label: string
  onRemove: () => void
}) {
  const { t } = useTranslation('forecasts')
  const parts = useFieldArray({ control: form.control, name: `${path}.components` })
  const named = (field: string, row: number) =>
    `${field}, ${label}, ${t('contents.component', { number: row + 1 })}`
  const text = (row: number, key: 'code' | 'name' | 'dimensions' | 'mount', required = false) => (
    <FormTextInput
      form={form}
      name={`${path}.components.${row}.${key}`}
      label={t(`fields.${key}`)}
      aria-label={named(t(`fields.${key}`), row)}
      required={required}
      nullable={!required}
      style={{ flex: 1 }}
    />
  )
  const decimal = (row: number, key: 'area' | 'quantity', required = false) => (
    <FormTextInput
      form={form}
      name={`${path}.components.${row}.${key}`}
      label={t(`fields.${key}`)}
      aria-label={named(t(`fields.${key}`), row)}
      decimal
      required={required}
      nullable={!required}
      style={{ flex: 1 }}
    />
  )
  return (
    <Stack gap="xs" pl="md" data-testid="forecast-layer">
      <Group align="flex-end" wrap="nowrap">
        <FormTextInput
          form={form}
          name={`${path}.name`}
          label={t('fields.layerName')}
          aria-label={`${t('fields.layerName')}, ${label}`}
          required
          style={{ flex: 1 }}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          mb={4}
          aria-label={t('contents.removeLayer', { name: label })}
          onClick={onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {parts.fields.map((field, row) => (
        <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="forecast-component-row">
          {text(row, 'code', true)}
          {text(row, 'name', true)}
          {text(row, 'dimensions')}
          {decimal(row, 'area')}
          {text(row, 'mount')}
          {decimal(row, 'quantity', true)}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('contents.removeComponent', { name: named(t('fields.code'), row) })}
            onClick={() => parts.remove(row)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        w="fit-content"
        onClick={() => parts.append({ dimensions: null, area: null, mount: null } as never)}
        data-testid="add-component"
      >
        {t('contents.addComponent', { name: label })}
      </Button>
    </Stack>
  )
}
