import { MultiSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core'
import { currencies, type ParamName } from '@scm/contracts'
import { type Control, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../lib/i18n/i18n.ts'
import { ParamSelect } from '../../../ui/param-select.tsx'

// The control of any of the forms these fields serve (each has its own values).
// biome-ignore lint/suspicious/noExplicitAny: the forms differ; each field names its own value
export type AnyControl = Control<any, any, any>
export const anyControl = (control: unknown) => control as AnyControl

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

// An empty text field is no value (null), except a required one, which the contract then refuses.
const text = (value: string, required?: boolean) => (value === '' && !required ? null : value)

export function SpecField({
  spec,
  control,
  error,
}: {
  spec: FieldSpec
  control: AnyControl
  error?: string
}) {
  const { t } = useTranslation('partners')
  const label = t(`fields.${spec.name}`)
  const shared = { label, error, required: spec.required, 'data-field': spec.name }
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field }) => {
        switch (spec.type) {
          case 'boolean':
            return (
              <Switch
                label={label}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                mt="lg"
              />
            )
          case 'integer':
            return (
              <NumberInput
                {...shared}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
              />
            )
          case 'textarea':
            return (
              <Textarea
                {...shared}
                autosize
                minRows={2}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(text(event.currentTarget.value, spec.required))}
              />
            )
          case 'select':
          case 'currency':
            return (
              <Select
                {...shared}
                clearable={!spec.required}
                data={
                  spec.type === 'select'
                    ? spec.options.map((value) => ({ value, label: t(`values.${spec.name}.${value}`) }))
                    : [...currencies]
                }
                value={field.value ?? null}
                onChange={field.onChange}
              />
            )
          case 'param':
            return (
              <ParamSelect
                {...shared}
                param={spec.param}
                value={field.value ?? null}
                onChange={field.onChange}
              />
            )
          case 'months':
            return (
              <MultiSelect
                {...shared}
                data={months(currentLocale())}
                value={(field.value ?? []).map(String)}
                onChange={(values) => field.onChange(values.map(Number).sort((a, b) => a - b))}
              />
            )
          default:
            return (
              <TextInput
                {...shared}
                type={spec.type === 'date' ? 'date' : 'text'}
                inputMode={spec.type === 'decimal' ? 'decimal' : undefined}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(text(event.currentTarget.value, spec.required))}
                onBlur={field.onBlur}
              />
            )
        }
      }}
    />
  )
}
