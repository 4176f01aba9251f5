import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { type CompanyStep, CompanyType } from '@scm/contracts'
import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { countryOptions } from '../../../lib/format/countries.ts'
import { FormSelect } from '../../../ui/form/form-fields.tsx'
import type { useContractForm } from '../../../ui/form/use-contract-form.ts'

export type CompanyForm = ReturnType<typeof useContractForm<typeof CompanyStep>>

export const emptyCompany = {
  name: '',
  type: 'supplier' as const,
  org_number: '',
  vat_number: '',
  phone: '',
  business_area: '',
  address_line1: '',
  address_line2: '',
  zip: '',
  city: '',
  // No country yet: left undefined, an untouched choice reads "required" rather than a length rule.
  country: undefined,
}

// Sign-up's second step: the company the new user signs up, with its address (spec §3 Sign-up).
export function CompanyFields({ form }: { form: CompanyForm }) {
  const { t, i18n } = useTranslation('auth')
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const text = (name: Exclude<keyof typeof emptyCompany, 'type' | 'country'>, autoComplete?: string) => (
    <TextInput
      label={t(`company.${name}`)}
      autoComplete={autoComplete}
      {...form.register(name)}
      error={form.errorOf(name)}
    />
  )
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('name', 'organization')}
        <FormSelect
          form={form}
          name="type"
          label={t('company.type')}
          data={CompanyType.options.map((type) => ({ value: type, label: t(`company.types.${type}`) }))}
          allowDeselect={false}
        />
        {text('org_number')}
        {text('vat_number')}
        {text('phone', 'tel')}
        {text('business_area')}
      </SimpleGrid>
      {text('address_line1', 'address-line1')}
      {text('address_line2', 'address-line2')}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('zip', 'postal-code')}
        {text('city', 'address-level2')}
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              label={t('company.country')}
              placeholder={t('company.countryPlaceholder')}
              data={countries}
              searchable
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              nothingFoundMessage={t('company.noCountry')}
              error={form.errorOf('country')}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  )
}
