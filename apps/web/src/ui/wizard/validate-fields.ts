import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

// A wizard step is valid when the form's contract finds nothing wrong with that step's fields; the
// errors show on those fields, and the first one gets the focus.
export function validateFields<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly string[]) {
  return form.trigger(fields as Path<T>[], { shouldFocus: true })
}
