import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import { type Style, StyleMaterialsBlock } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { FormParamSelect } from '../../../ui/form/form-fields.tsx'
import { shownError } from '../../../ui/form/shown-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { BlockCard } from './block-card.tsx'
import { RemoveRowButton } from './remove-row-button.tsx'
import { useBlockSave } from './use-block-save.ts'

// The composition: material, share in percent and whether it is recycled; the shares make 100 %.
export function StyleMaterialsForm({ style, onConflict }: { style: Style; onConflict: () => void }) {
  const { t } = useTranslation('styles')
  const { save, saving } = useBlockSave(style, (current) => current.materials, onConflict)
  // Asked when the tab opens, in one request with the other lists, not when the first row is added.
  useParams(['materials'])
  const form = useContractForm(StyleMaterialsBlock, {
    materials: style.materials.map(({ material_name: _, ...material }) => material),
  })
  const rows = useFieldArray({ control: form.control, name: 'materials' })
  const values = form.watch('materials') ?? []
  const total = values.reduce((sum, material) => sum + (Number(material?.percentage) || 0), 0)
  const row = (index: number) => `${t('materials.material')} ${index + 1}`
  return (
    <BlockCard
      title={t('materials.title')}
      testId="style-materials-form"
      saving={saving}
      readOnly={style.status === 'archived'}
      onSubmit={form.handleSubmit((block) => save(block, form.applyServerErrors))}
    >
      {form.errorOf('materials') && (
        <Alert color="red" data-testid="materials-error">
          {form.errorOf('materials')}
        </Alert>
      )}
      <Stack gap="xs">
        {rows.fields.length === 0 && <Text c="dimmed">{t('materials.empty')}</Text>}
        {rows.fields.map((field, index) => (
          <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="material-row">
            <FormParamSelect
              form={form}
              name={`materials.${index}.material_id`}
              param="materials"
              label={t('materials.material')}
              aria-label={row(index)}
              required
              style={{ flex: 3 }}
            />
            <TextInput
              label={t('materials.percentage')}
              aria-label={`${t('materials.percentage')}, ${row(index)}`}
              required
              inputMode="decimal"
              rightSection="%"
              style={{ flex: 1 }}
              {...form.register(`materials.${index}.percentage`, decimalInput(null))}
              error={shownError(form, `materials.${index}.percentage`, form.formState)}
            />
            <Checkbox
              label={t('materials.recycled')}
              mt={34}
              {...form.register(`materials.${index}.recycled`)}
            />
            <Stack justify="flex-end" mt={28}>
              <RemoveRowButton name={row(index)} onRemove={() => rows.remove(index)} />
            </Stack>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between" mt="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          // Focusing the new row would open its material list over the buttons below.
          onClick={() =>
            rows.append({ material_id: '', percentage: null, recycled: false }, { shouldFocus: false })
          }
        >
          {t('materials.add')}
        </Button>
        {values.length > 0 && (
          <Text
            size="sm"
            c={Math.abs(total - 100) < 0.005 ? 'dimmed' : 'red.8'}
            data-testid="materials-total"
          >
            {t('materials.total', { total: formatNumber(total, 2) })}
          </Text>
        )}
      </Group>
    </BlockCard>
  )
}
