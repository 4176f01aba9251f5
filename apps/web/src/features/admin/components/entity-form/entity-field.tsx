import { type SelectProps, Textarea } from '@mantine/core'
import { useMemo } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { countryOptions } from '../../../../lib/format/countries.ts'
import {
  type Bound,
  FormDateInput,
  FormNumberInput,
  FormParamSelect,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../../ui/form/null-if-blank.ts'
import { GroupSelect, UserPicker } from '../option-pickers.tsx'
import type { FieldSpec } from './field-spec.ts'

export type EntityForm = UseFormReturn<FieldValues, unknown, FieldValues> & {
  errorOf: (field: string) => string | undefined
  applyServerErrors: (error: unknown) => void
}

function CountrySelect<V extends FieldValues>(props: Bound<V, Omit<SelectProps, 'data'>>) {
  const { i18n } = useTranslation()
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language])
  return <FormSelect searchable {...props} data={data} />
}

// Renders one described field, bound to the form; errors (from the contract or the server) show under it.
export function EntityField({ spec, form, prefix }: { spec: FieldSpec; form: EntityForm; prefix: string }) {
  const { t } = useTranslation('admin')
  const label = t(`${prefix}.fields.${spec.name}`)
  const description = spec.description ? t(`${prefix}.hints.${spec.name}`) : undefined
  const bound = { form, name: spec.name }
  const shared = { ...bound, label, description, required: spec.required, 'data-field': spec.name }
  switch (spec.kind) {
    case 'switch':
      return <FormSwitch {...bound} label={label} description={description} />
    case 'integer':
      return <FormNumberInput {...shared} allowDecimal={false} />
    case 'select':
      return (
        <FormSelect
          {...shared}
          searchable={spec.options.length > 8}
          clearable={spec.nullable}
          allowDeselect={spec.nullable ?? false}
          data={spec.options.map((value) => ({
            value,
            label: spec.optionLabel ? spec.optionLabel(value) : t(`${prefix}.options.${spec.name}.${value}`),
          }))}
        />
      )
    case 'param':
      return <FormParamSelect {...shared} param={spec.param} />
    case 'users':
      return <UserPicker {...shared} />
    case 'user-group':
      return <GroupSelect {...shared} />
    case 'country':
      return <CountrySelect {...shared} />
    case 'textarea':
      return (
        <Textarea
          label={label}
          description={description}
          required={spec.required}
          data-field={spec.name}
          autosize
          minRows={2}
          {...form.register(spec.name, nullIfBlank)}
          error={form.errorOf(spec.name)}
        />
      )
    case 'date':
      return <FormDateInput {...shared} />
    default:
      return (
        <FormTextInput
          {...shared}
          nullable={!spec.required}
          type={spec.kind === 'email' ? 'email' : 'text'}
          decimal={spec.kind === 'decimal'}
        />
      )
  }
}
