import { Textarea } from '@mantine/core'
import type { FieldValues, Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type BoundForm, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'

type SectionText = FieldValues & { title: string; description?: string | null }

// A contract section's title and text, as a new section is written and an existing one is edited.
export function ContractSectionFields<V extends SectionText>({
  form,
  testId,
}: {
  form: BoundForm<V>
  testId: string
}) {
  const { t } = useTranslation('quotations')
  const description = 'description' as Path<V>
  return (
    <>
      <FormTextInput
        form={form}
        name={'title' as Path<V>}
        label={t('contract.sectionTitle')}
        required
        data-testid={`${testId}-title`}
      />
      <Textarea
        label={t('contract.description')}
        autosize
        minRows={2}
        {...form.register(description, nullIfBlank)}
        error={form.errorOf(description)}
        data-testid={`${testId}-description`}
      />
    </>
  )
}
