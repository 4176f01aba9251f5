import {
  MultiSelect,
  type MultiSelectProps,
  NumberInput,
  type NumberInputProps,
  type Primitive,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  TagsInput,
  type TagsInputProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core'
import type { ParamName, TagRef, TagType } from '@scm/contracts'
import type {
  Control,
  FieldValues,
  Path,
  UseFormGetFieldState,
  UseFormRegister,
  UseFormTrigger,
} from 'react-hook-form'
import { useController, useFormState } from 'react-hook-form'
import { type CurrentOption, ParamMultiSelect, ParamSelect } from '../param-select.tsx'
import { TagMultiSelect } from '../tag-select.tsx'
import { decimalInput } from './decimal-input.ts'
import { nullIfBlank } from './null-if-blank.ts'
import { recheck } from './recheck.ts'
import { shownError } from './shown-error.ts'

// What a bound field needs of a useContractForm() form.
export interface BoundForm<V extends FieldValues> {
  control: Control<V>
  register: UseFormRegister<V>
  getFieldState: UseFormGetFieldState<V>
  trigger: UseFormTrigger<V>
  errorOf(field: string): string | undefined
}

// A field bound to a contract form by its name: its value, its changes and its error (from the
// contract, or from the server's 422) come from the form, so a screen writes one line per field.
export type Bound<V extends FieldValues, P> = Omit<
  P,
  'value' | 'defaultValue' | 'onChange' | 'error' | 'name' | 'form'
> & {
  form: BoundForm<V>
  name: Path<V>
}

// Each field reports its blur, as a registered text input does: the form's onTouched mode checks a
// field once it has been left.
function useBound<V extends FieldValues>(form: BoundForm<V>, name: Path<V>) {
  const { field, formState } = useController({ control: form.control, name })
  const onChange = (value: unknown) => {
    field.onChange(value)
    recheck(form, name)()
  }
  return { field: { ...field, onChange }, error: shownError(form, name, formState) }
}

// `nullable`: a blank field is sent as none (null) rather than "". `decimal`: a number typed as the
// user's language writes it, held in the contract's dot form (decimal-input.ts).
export function FormTextInput<V extends FieldValues>({
  form,
  name,
  nullable,
  decimal,
  ...props
}: Bound<V, TextInputProps> & { nullable?: boolean; decimal?: boolean }) {
  const state = useFormState({ control: form.control, name })
  const blank = nullable ? nullIfBlank : {}
  return (
    <TextInput
      inputMode={decimal ? 'decimal' : undefined}
      {...props}
      {...form.register(name, {
        ...(decimal ? decimalInput(nullable ? null : '') : blank),
        onChange: recheck(form, name),
      })}
      error={shownError(form, name, state)}
    />
  )
}

// The browser's own date field; a day travels as YYYY-MM-DD (the contracts' IsoDate). An optional
// date left blank is none (null); a required one stays "" for the contract to name as missing.
export function FormDateInput<V extends FieldValues>(props: Bound<V, TextInputProps>) {
  return <FormTextInput type="date" nullable={!props.required} {...props} />
}

// An empty number field is none (null), not 0; a required one is missing (undefined), which the
// contract names as such. Mantine hands over text it will not parse yet ("05", "1.50"): it is still
// the number typed.
export function FormNumberInput<V extends FieldValues>({ form, name, ...props }: Bound<V, NumberInputProps>) {
  const { field, error } = useBound(form, name)
  return (
    <NumberInput
      {...props}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? (props.required ? undefined : null) : Number(value))}
      onBlur={field.onBlur}
      error={error}
    />
  )
}

// A cleared choice is none (null); a required one is missing (undefined), which the contract names as
// such rather than as a value of the wrong type.
const blankChoice = (required: boolean | undefined) => (required ? undefined : null)

// The choices' values may be numbers (minutes, say): the field holds them as they are.
export function FormSelect<V extends FieldValues, O extends Primitive = string>({
  form,
  name,
  ...props
}: Bound<V, SelectProps<O>>) {
  const { field, error } = useBound(form, name)
  return (
    <Select<O>
      {...props}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value ?? blankChoice(props.required))}
      onBlur={field.onBlur}
      error={error}
    />
  )
}

export function FormMultiSelect<V extends FieldValues>({ form, name, ...props }: Bound<V, MultiSelectProps>) {
  const { field, error } = useBound(form, name)
  return (
    <MultiSelect
      {...props}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  )
}

// Values the user types (a select criterion's options), each kept as typed.
export function FormTagsInput<V extends FieldValues>({ form, name, ...props }: Bound<V, TagsInputProps>) {
  const { field, error } = useBound(form, name)
  return (
    <TagsInput
      {...props}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  )
}

export function FormParamSelect<V extends FieldValues>({
  form,
  name,
  ...props
}: Bound<V, Omit<SelectProps, 'data'>> & { param: ParamName; current?: CurrentOption[] }) {
  const { field, error } = useBound(form, name)
  return (
    <ParamSelect
      {...props}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value ?? blankChoice(props.required))}
      onBlur={field.onBlur}
      error={error}
    />
  )
}

export function FormParamMultiSelect<V extends FieldValues>({
  form,
  name,
  ...props
}: Bound<V, Omit<MultiSelectProps, 'data'>> & { param: ParamName; current?: CurrentOption[] }) {
  const { field, error } = useBound(form, name)
  return (
    <ParamMultiSelect
      {...props}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  )
}

export function FormTagSelect<V extends FieldValues>({
  form,
  name,
  ...props
}: Bound<V, Omit<MultiSelectProps, 'data'>> & { type: TagType; current?: TagRef[] }) {
  const { field, error } = useBound(form, name)
  return (
    <TagMultiSelect
      {...props}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  )
}

export function FormSwitch<V extends FieldValues>({ form, name, ...props }: Bound<V, SwitchProps>) {
  const { field, error } = useBound(form, name)
  return (
    <Switch
      {...props}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
    />
  )
}
