import { Button, Group, Stack, Text } from '@mantine/core'
import { type Style, StyleColoursBlock } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from '../../../lib/params/use-params.ts'
import { FormParamSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { BlockCard } from './block-card.tsx'
import { RemoveRowButton } from './remove-row-button.tsx'
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
            <FormTextInput
              form={form}
              name={`colours.${index}.name`}
              label={t('colours.name')}
              aria-label={`${t('colours.name')}, ${row(index)}`}
              required
              style={{ flex: 2 }}
            />
            <FormTextInput
              form={form}
              name={`colours.${index}.code`}
              label={t('colours.code')}
              aria-label={`${t('colours.code')}, ${row(index)}`}
              required
              style={{ flex: 1 }}
            />
            <FormParamSelect
              form={form}
              name={`colours.${index}.color_id`}
              param="colors"
              label={t('colours.colorList')}
              aria-label={`${t('colours.colorList')}, ${row(index)}`}
              style={{ flex: 2 }}
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
