import { Input, Rating, SimpleGrid, Stack } from '@mantine/core'
import type { PartnerRole, TagRef } from '@scm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormParamMultiSelect, FormTagSelect } from '../../../ui/form/form-fields.tsx'
import { type AnyForm, type FieldSpec, SpecField } from './spec-field.tsx'

const identity: FieldSpec[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'email', type: 'text' },
  { name: 'org_number', type: 'text' },
  { name: 'vat_number', type: 'text' },
  { name: 'internal_id', type: 'text' },
  { name: 'country', type: 'text' },
]
const terms: FieldSpec[] = [
  { name: 'turnover', type: 'decimal' },
  { name: 'currency', type: 'currency' },
  { name: 'external_system_id', type: 'text' },
  { name: 'edi_code', type: 'text' },
]

// The agreement's own fields, shared by "add an external counterparty" and "edit the agreement".
export function AgreementFields({
  form,
  role,
  tags,
  external,
  emailRequired,
}: {
  form: AnyForm
  // A supplier carries supplier tags, a client client tags; `tags` are the agreement's saved ones.
  role: PartnerRole
  tags?: TagRef[]
  // A counterparty on the platform keeps the address it signed up with.
  external: boolean
  emailRequired?: boolean
}) {
  const { t } = useTranslation('partners')
  const shown = identity
    .filter((spec) => external || spec.name !== 'email')
    .map((spec) => ({
      ...spec,
      required: spec.required || (emailRequired && ['email', 'org_number'].includes(spec.name)),
    }))
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shown.map((spec) => (
          <SpecField key={spec.name} spec={spec} form={form} />
        ))}
        <Controller
          control={form.control}
          name="credit_rating"
          render={({ field }) => (
            <Input.Wrapper label={t('fields.credit_rating')} error={form.errorOf('credit_rating')}>
              <Rating
                value={field.value ?? 0}
                onChange={(value) => field.onChange(value === field.value ? null : value)}
                mt={6}
              />
            </Input.Wrapper>
          )}
        />
        <FormParamMultiSelect
          form={form}
          name="category_ids"
          param="company-categories"
          label={t('fields.category_ids')}
        />
        <FormTagSelect
          form={form}
          name="tag_ids"
          type={role}
          label={t('fields.tag_ids')}
          current={tags}
          data-testid="agreement-tags"
        />
        {terms.map((spec) => (
          <SpecField key={spec.name} spec={spec} form={form} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
