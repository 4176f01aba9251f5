import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { countryOptions } from '../../../../lib/format/countries.ts'
import { ParamSelect } from '../../../../ui/param-select.tsx'
import { GroupSelect, UserPicker } from '../option-pickers.tsx'
import { blankToNull, type FieldSpec } from './field-spec.ts'

export type EntityForm = UseFormReturn<FieldValues, unknown, FieldValues> & {
  errorOf: (field: string) => string | undefined
  applyServerErrors: (error: unknown) => void
}

function CountrySelect(props: {
  label: string
  required?: boolean
  value: string | null
  onChange: (value: string | null) => void
  error?: string
}) {
  const { i18n } = useTranslation()
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language])
  return <Select searchable {...props} data={data} />
}

// Renders one described field, bound to the form; errors (from the contract or the server) show under it.
export function EntityField({ spec, form, prefix }: { spec: FieldSpec; form: EntityForm; prefix: string }) {
  const { t } = useTranslation('admin')
  const label = t(`${prefix}.fields.${spec.name}`)
  const description = spec.description ? t(`${prefix}.hints.${spec.name}`) : undefined
  const error = form.errorOf(spec.name)
  const shared = { label, description, required: spec.required, error, 'data-field': spec.name }
  return (
    <Controller
      control={form.control}
      name={spec.name}
      render={({ field }) => {
        switch (spec.kind) {
          case 'switch':
            return (
              <Switch
                label={label}
                description={description}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                error={error}
              />
            )
          case 'integer':
            return (
              <NumberInput
                {...shared}
                allowDecimal={false}
                value={field.value ?? ''}
                // An emptied box is "none" where the field allows it, else missing (and so "required").
                onChange={(value) =>
                  field.onChange(value === '' ? (spec.nullable ? null : undefined) : value)
                }
                onBlur={field.onBlur}
              />
            )
          case 'select':
            return (
              <Select
                {...shared}
                searchable={spec.options.length > 8}
                clearable={spec.nullable}
                allowDeselect={spec.nullable ?? false}
                data={spec.options.map((value) => ({
                  value,
                  label: spec.optionLabel
                    ? spec.optionLabel(value)
                    : t(`${prefix}.options.${spec.name}.${value}`),
                }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
              />
            )
          case 'param':
            return (
              <ParamSelect
                {...shared}
                param={spec.param}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
              />
            )
          case 'users':
            return (
              <UserPicker
                {...shared}
                value={field.value ?? []}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
              />
            )
          case 'user-group':
            return (
              <GroupSelect
                {...shared}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
              />
            )
          case 'country':
            return (
              <CountrySelect
                {...shared}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
              />
            )
          case 'textarea':
            return (
              <Textarea
                {...shared}
                autosize
                minRows={2}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(blankToNull(event.currentTarget.value))}
                onBlur={field.onBlur}
              />
            )
          default:
            return (
              <TextInput
                {...shared}
                type={spec.kind === 'date' ? 'date' : spec.kind === 'email' ? 'email' : 'text'}
                inputMode={spec.kind === 'decimal' ? 'decimal' : undefined}
                value={field.value ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  field.onChange(spec.required ? value : blankToNull(value))
                }}
                onBlur={field.onBlur}
              />
            )
        }
      }}
    />
  )
}
