import { MultiSelect, Select, Textarea, TextInput, type TextInputProps } from '@mantine/core'
import type { ParamName } from '@scm/contracts'
import { Controller, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from '../../../lib/params/use-params.ts'
import { ParamSelect } from '../../../ui/param-select.tsx'
import { type OrderForm, recheck } from './order-form.ts'
import { decimalText, nullableText, type OrderFormValues } from './order-values.ts'

type Name = Path<OrderFormValues>

// A text field of the order form; empty is no value (null), a decimal takes a Swedish comma.
export function OrderText({
  form,
  name,
  decimal,
  ...props
}: { form: OrderForm; name: Name; decimal?: boolean } & Omit<TextInputProps, 'form' | 'name'>) {
  return (
    <TextInput
      inputMode={decimal ? 'decimal' : undefined}
      {...props}
      {...form.register(name, { ...(decimal ? decimalText : nullableText), onChange: recheck(form, name) })}
      error={form.errorOf(name)}
      data-field={name}
    />
  )
}

export function OrderDate({ form, name, label }: { form: OrderForm; name: Name; label: string }) {
  return (
    <TextInput
      type="date"
      label={label}
      {...form.register(name, { ...nullableText, onChange: recheck(form, name) })}
      error={form.errorOf(name)}
      data-field={name}
    />
  )
}

export function OrderTextarea({
  form,
  name,
  label,
  description,
  minRows = 2,
}: {
  form: OrderForm
  name: Name
  label: string
  description?: string
  minRows?: number
}) {
  return (
    <Textarea
      label={label}
      description={description}
      autosize
      minRows={minRows}
      {...form.register(name, { ...nullableText, onChange: recheck(form, name) })}
      error={form.errorOf(name)}
      data-field={name}
    />
  )
}

export function OrderParam({
  form,
  name,
  param,
  label,
  required,
}: {
  form: OrderForm
  name: Name
  param: ParamName
  label: string
  required?: boolean
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ParamSelect
          param={param}
          label={label}
          required={required}
          value={(field.value as string | null) || null}
          onChange={(value) => {
            field.onChange(value ?? (required ? undefined : null))
            recheck(form, name)()
          }}
          onBlur={field.onBlur}
          error={form.errorOf(name)}
          data-field={name}
        />
      )}
    />
  )
}

export function OrderSelect({
  form,
  name,
  label,
  options,
  required,
}: {
  form: OrderForm
  name: Name
  label: string
  options: Array<{ value: string; label: string }>
  required?: boolean
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required={required}
          searchable={options.length > 8}
          clearable={!required}
          allowDeselect={!required}
          data={options}
          value={(field.value as string | null) ?? null}
          onChange={(value) => {
            field.onChange(value)
            recheck(form, name)()
          }}
          onBlur={field.onBlur}
          error={form.errorOf(name)}
          data-field={name}
        />
      )}
    />
  )
}

// Tags of type "order" only: the tags param carries each tag's type as its code.
export function OrderTagSelect({ form, label }: { form: OrderForm; label: string }) {
  const { t } = useTranslation()
  const params = useParams(['tags'])
  const data = params.data.tags
    .filter((tag) => tag.code === 'order')
    .map((tag) => ({ value: tag.id, label: tag.name }))
  return (
    <Controller
      control={form.control}
      name="tag_ids"
      render={({ field }) => (
        <MultiSelect
          label={label}
          searchable
          nothingFoundMessage={t('form.noOptions')}
          data={data}
          value={field.value ?? []}
          onChange={field.onChange}
          disabled={params.isPending}
          error={form.errorOf('tag_ids') ?? (params.isError ? t('loadFailed') : undefined)}
          data-field="tag_ids"
        />
      )}
    />
  )
}
