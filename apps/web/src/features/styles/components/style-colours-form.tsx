import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { type Style, StyleColoursBlock } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from '../../../lib/params/use-params.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { ParamSelect } from '../../../ui/param-select.tsx'
import { BlockCard } from './block-card.tsx'
import { RemoveRowButton } from './remove-row-button.tsx'
import { rowError } from './row-error.ts'
import { useBlockSave } from './use-block-save.ts'

// The style's colourways: the name and code the supplier uses, optionally tied to a colour of the
// company's list.
export function StyleColoursForm({ style, onConflict }: { style: Style; onConflict: () => void }) {
  const { t } = useTranslation('styles')
  const { save, saving } = useBlockSave(style, (current) => current.colours, onConflict)
  // Asked when the tab opens, in one request with the other lists, not when the first row is added.
  useParams(['colors'])
  const form = useContractForm(StyleColoursBlock, {
    colours: style.colours.map(({ color_name: _, ...colour }) => colour),
  })
  const rows = useFieldArray({ control: form.control, name: 'colours' })
  const values = form.watch('colours') ?? []
  const row = (index: number) => `${t('colours.colour')} ${index + 1}`
  return (
    <BlockCard
      title={t('colours.title')}
      testId="style-colours-form"
      saving={saving}
      readOnly={style.status === 'archived'}
      onSubmit={form.handleSubmit((block) => save(block, form.applyServerErrors))}
    >
      <Stack gap="xs">
        {rows.fields.length === 0 && <Text c="dimmed">{t('colours.empty')}</Text>}
        {rows.fields.map((field, index) => (
          <Group key={field.id} align="flex-start" wrap="nowrap" data-testid="colour-row">
            <TextInput
              label={t('colours.name')}
              aria-label={`${t('colours.name')}, ${row(index)}`}
              required
              style={{ flex: 2 }}
              {...form.register(`colours.${index}.name`)}
              error={rowError(form, `colours.${index}.name`)}
            />
            <TextInput
              label={t('colours.code')}
              aria-label={`${t('colours.code')}, ${row(index)}`}
              required
              style={{ flex: 1 }}
              {...form.register(`colours.${index}.code`)}
              error={rowError(form, `colours.${index}.code`)}
            />
            <Controller
              control={form.control}
              name={`colours.${index}.color_id`}
              render={({ field: input }) => (
                <ParamSelect
                  param="colors"
                  label={t('colours.colorList')}
                  aria-label={`${t('colours.colorList')}, ${row(index)}`}
                  style={{ flex: 2 }}
                  value={input.value ?? null}
                  onChange={(value) => input.onChange(value)}
                  error={rowError(form, `colours.${index}.color_id`)}
                />
              )}
            />
            <Stack justify="flex-end" mt={28}>
              <RemoveRowButton
                name={values[index]?.name || t('detail.newRow')}
                onRemove={() => rows.remove(index)}
              />
            </Stack>
          </Group>
        ))}
      </Stack>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => rows.append({ name: '', code: '', color_id: null })}
        w="fit-content"
        mt="sm"
      >
        {t('colours.add')}
      </Button>
    </BlockCard>
  )
}
