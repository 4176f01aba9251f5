import { Textarea, TextInput, type TextInputProps } from '@mantine/core'
import type { ParamName } from '@scm/contracts'
import type { Path } from 'react-hook-form'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { FormParamSelect, FormSelect, FormTagSelect } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { recheck } from '../../../ui/form/recheck.ts'
import type { OrderForm } from './order-form.ts'
import type { OrderFormValues } from './order-values.ts'

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
      {...form.register(name, {
        ...(decimal ? decimalInput(null) : nullIfBlank),
        onChange: recheck(form, name),
      })}
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
      {...form.register(name, { ...nullIfBlank, onChange: recheck(form, name) })}
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
      {...form.register(name, { ...nullIfBlank, onChange: recheck(form, name) })}
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
    <FormParamSelect
      form={form}
      name={name}
      param={param}
      label={label}
      required={required}
      data-field={name}
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
    <FormSelect
      form={form}
      name={name}
      label={label}
      required={required}
      searchable={options.length > 8}
      clearable={!required}
      allowDeselect={!required}
      data={options}
      data-field={name}
    />
  )
}

export function OrderTagSelect({ form, label }: { form: OrderForm; label: string }) {
  return <FormTagSelect form={form} name="tag_ids" type="order" label={label} data-field="tag_ids" />
}
