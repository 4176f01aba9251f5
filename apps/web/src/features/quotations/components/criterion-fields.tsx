import { ActionIcon, Group, Paper, SimpleGrid, Stack } from '@mantine/core'
import { type CriterionBody, criterionTypes, preferredRules, yesNoAnswers } from '@scm/contracts'
import { IconTrash } from '@tabler/icons-react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  type BoundForm,
  FormSelect,
  FormSwitch,
  FormTagsInput,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'

export type CriteriaForm<V extends FieldValues> = BoundForm<V> & Pick<UseFormReturn<V>, 'watch' | 'setValue'>

// One criterion of a template (or, later, of a quotation): its name and answer type, and what the type
// needs: the options of a select, the preferred value in the type's terms, how a number is compared.
export function CriterionFields<V extends { criteria: CriterionBody[] }>({
  form,
  index,
  label,
  onRemove,
}: {
  form: CriteriaForm<V>
  index: number
  // Names the row for screen readers: "criterion 2 of Financial".
  label: string
  onRemove: () => void
}) {
  const { t } = useTranslation('quotations')
  const at = (field: keyof CriterionBody) => `criteria.${index}.${field}` as Path<V>
  const criterion = form.watch(`criteria.${index}` as Path<V>) as CriterionBody
  const named = (text: string) => `${text}, ${label}`
  // A new type starts without the old type's preferred value, which it could not hold.
  const changeType = (type: string | null) => {
    form.setValue(at('preferred_value'), null as never)
    form.setValue(at('preferred_rule'), (type === 'number' ? 'at_least' : null) as never)
  }
  return (
    <Paper withBorder p="sm" data-testid="criterion-row">
      <Stack gap="xs">
        <Group align="flex-start" wrap="nowrap">
          <FormTextInput
            form={form}
            name={at('name')}
            label={t('criteria.name')}
            aria-label={named(t('criteria.name'))}
            required
            style={{ flex: 3 }}
          />
          <FormSelect
            form={form}
            name={at('type')}
            label={t('criteria.type')}
            aria-label={named(t('criteria.type'))}
            data={criterionTypes.map((type) => ({ value: type, label: t(`criterionTypes.${type}`) }))}
            allowDeselect={false}
            onOptionSubmit={changeType}
            style={{ flex: 2 }}
          />
          <FormSwitch
            form={form}
            name={at('required')}
            label={t('criteria.required')}
            aria-label={named(t('criteria.required'))}
            mt={32}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('criteria.remove', { name: criterion.name || t('criteria.unnamed') })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {criterion.type === 'select' && (
          <FormTagsInput
            form={form}
            name={at('options')}
            label={t('criteria.options')}
            aria-label={named(t('criteria.options'))}
            description={t('criteria.optionsHint')}
            required
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PreferredValue
            form={form}
            index={index}
            type={criterion.type}
            options={criterion.options ?? []}
            named={named}
          />
          <FormTextInput
            form={form}
            name={at('description')}
            label={t('criteria.description')}
            aria-label={named(t('criteria.description'))}
            nullable
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

function PreferredValue<V extends { criteria: CriterionBody[] }>({
  form,
  index,
  type,
  options,
  named,
}: {
  form: CriteriaForm<V>
  index: number
  type: CriterionBody['type']
  options: string[]
  named: (text: string) => string
}) {
  const { t } = useTranslation('quotations')
  const name = `criteria.${index}.preferred_value` as Path<V>
  const label = t('criteria.preferredValue')
  const choices = (values: readonly string[], text: (value: string) => string) => (
    <FormSelect
      form={form}
      name={name}
      label={label}
      aria-label={named(label)}
      data={values.map((value) => ({ value, label: text(value) }))}
      clearable
    />
  )
  if (type === 'file') return <div />
  if (type === 'yes_no') return choices(yesNoAnswers, (value) => t(`yesNo.${value}`))
  if (type === 'select') return choices(options, (value) => value)
  if (type === 'number')
    return (
      <Group grow align="flex-start">
        <FormSelect
          form={form}
          name={`criteria.${index}.preferred_rule` as Path<V>}
          label={t('criteria.preferredRule')}
          aria-label={named(t('criteria.preferredRule'))}
          data={preferredRules.map((rule) => ({ value: rule, label: t(`preferredRules.${rule}`) }))}
          allowDeselect={false}
        />
        <FormTextInput form={form} name={name} label={label} aria-label={named(label)} decimal nullable />
      </Group>
    )
  return <FormTextInput form={form} name={name} label={label} aria-label={named(label)} nullable />
}
