import { MultiSelect, Textarea } from '@mantine/core'
import { currencies, type ParamName } from '@scm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../lib/i18n/current-locale.ts'
import {
  type BoundForm,
  FormDateInput,
  FormNumberInput,
  FormParamSelect,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'

// Any of the forms these fields serve (each has its own values).
// biome-ignore lint/suspicious/noExplicitAny: the forms differ; each field names its own value
export type AnyForm = BoundForm<any>
export const anyForm = (form: unknown) => form as AnyForm

// One field of a supplier card block, described as data so that five blocks share one form.
export type FieldSpec = { name: string; required?: boolean; span?: 1 | 2 } & (
  | { type: 'text' | 'textarea' | 'decimal' | 'date' | 'integer' | 'boolean' | 'months' | 'currency' }
  | { type: 'select'; options: readonly string[] }
  | { type: 'param'; param: ParamName }
)

const months = (locale: string) =>
  Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: new Date(Date.UTC(2026, index, 1)).toLocaleString(locale, { month: 'long', timeZone: 'UTC' }),
  }))
export const monthName = (month: number) => months(currentLocale())[month - 1]?.label ?? String(month)

export function SpecField({ spec, form }: { spec: FieldSpec; form: AnyForm }) {
  const { t } = useTranslation('partners')
  const label = t(`fields.${spec.name}`)
  const shared = { form, name: spec.name, label, required: spec.required, 'data-field': spec.name }
  switch (spec.type) {
    case 'boolean':
      return <FormSwitch form={form} name={spec.name} label={label} mt="lg" />
    case 'integer':
      return <FormNumberInput {...shared} allowDecimal={false} />
    case 'textarea':
      return (
        <Textarea
          label={label}
          required={spec.required}
          data-field={spec.name}
          autosize
          minRows={2}
          {...form.register(spec.name, spec.required ? {} : nullIfBlank)}
          error={form.errorOf(spec.name)}
        />
      )
    case 'select':
    case 'currency':
      return (
        <FormSelect
          {...shared}
          clearable={!spec.required}
          data={
            spec.type === 'select'
              ? spec.options.map((value) => ({ value, label: t(`values.${spec.name}.${value}`) }))
              : [...currencies]
          }
        />
      )
    case 'param':
      return <FormParamSelect {...shared} param={spec.param} />
    case 'months':
      // The months travel as numbers, in calendar order, whatever order they were picked in.
      return (
        <Controller
          control={form.control}
          name={spec.name}
          render={({ field }) => (
            <MultiSelect
              label={label}
              required={spec.required}
              data-field={spec.name}
              data={months(currentLocale())}
              value={(field.value ?? []).map(String)}
              onChange={(values) => field.onChange(values.map(Number).sort((a, b) => a - b))}
              error={form.errorOf(spec.name)}
            />
          )}
        />
      )
    case 'date':
      return <FormDateInput {...shared} />
    default:
      return <FormTextInput {...shared} nullable={!spec.required} decimal={spec.type === 'decimal'} />
  }
}
