import { Input, Rating, SimpleGrid, Stack } from '@mantine/core'
import type { PartnerRole, TagRef } from '@scm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ParamMultiSelect } from '../../../ui/param-select.tsx'
import { TagMultiSelect } from '../../../ui/tag-select.tsx'
import { type AnyControl, type FieldSpec, SpecField } from './spec-field.tsx'

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
  control,
  errorOf,
  role,
  tags,
  external,
  emailRequired,
}: {
  control: AnyControl
  errorOf: (field: string) => string | undefined
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
          <SpecField key={spec.name} spec={spec} control={control} error={errorOf(spec.name)} />
        ))}
        <Controller
          control={control}
          name="credit_rating"
          render={({ field }) => (
            <Input.Wrapper label={t('fields.credit_rating')} error={errorOf('credit_rating')}>
              <Rating
                value={field.value ?? 0}
                onChange={(value) => field.onChange(value === field.value ? null : value)}
                mt={6}
              />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={control}
          name="category_ids"
          render={({ field }) => (
            <ParamMultiSelect
              param="company-categories"
              label={t('fields.category_ids')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errorOf('category_ids')}
            />
          )}
        />
        <Controller
          control={control}
          name="tag_ids"
          render={({ field }) => (
            <TagMultiSelect
              type={role}
              label={t('fields.tag_ids')}
              current={tags}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errorOf('tag_ids')}
              data-testid="agreement-tags"
            />
          )}
        />
        {terms.map((spec) => (
          <SpecField key={spec.name} spec={spec} control={control} error={errorOf(spec.name)} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
