import { SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { currencies, type QuotationBody } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  type BoundForm,
  FormDateInput,
  FormParamSelect,
  FormSelect,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { quotationQueries } from '../api/quotation-queries.ts'

export type GeneralForm = BoundForm<QuotationBody> & Pick<UseFormReturn<QuotationBody>, 'register'>
export const generalFields = [
  'name',
  'reference',
  'assignee_id',
  'project_id',
  'deadline',
  'due_date',
  'currency',
  'budget',
  'description',
  'template_id',
] as const

// The general step: what is asked, who handles it, by when suppliers answer and goods are due. The
// template is chosen once, when the quotation is made: its criteria are copied then.
export function QuotationGeneralFields({
  form,
  templateName,
}: {
  form: GeneralForm
  templateName: string | null
}) {
  const { t } = useTranslation('quotations')
  const templates = useQuery({ ...quotationQueries.activeTemplates(), enabled: templateName === null })
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput form={form} name="name" label={t('list.fields.name')} required data-autofocus />
        <FormTextInput form={form} name="reference" label={t('list.fields.reference')} nullable />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormParamSelect form={form} name="assignee_id" param="users" label={t('list.fields.assignee')} />
        <FormParamSelect form={form} name="project_id" param="projects" label={t('list.fields.project')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <FormDateInput form={form} name="deadline" label={t('list.fields.deadline')} />
        <FormDateInput form={form} name="due_date" label={t('list.fields.dueDate')} />
        <FormSelect
          form={form}
          name="currency"
          label={t('list.fields.currency')}
          data={[...currencies]}
          searchable
          allowDeselect={false}
          required
        />
        <FormTextInput form={form} name="budget" label={t('list.fields.budget')} decimal nullable />
      </SimpleGrid>
      {templateName === null ? (
        <FormSelect
          form={form}
          name="template_id"
          label={t('wizard.template')}
          description={t('wizard.templateHint')}
          data={(templates.data?.data ?? []).map((template) => ({
            value: template.id,
            label: template.name,
          }))}
          clearable
        />
      ) : (
        templateName && <Text c="dimmed">{t('wizard.templateLater', { name: templateName })}</Text>
      )}
      <Textarea
        label={t('wizard.description_field')}
        autosize
        minRows={3}
        {...form.register('description', nullIfBlank)}
        error={form.errorOf('description')}
      />
    </Stack>
  )
}
