import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

// In a list of rows, react-hook-form's blur check of one field also sets the errors of the row's
// other fields: a field is shown refused only once it was touched, or the block was submitted.
export function rowError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown> & { errorOf: (field: string) => string | undefined },
  field: string,
) {
  const touched = form.getFieldState(field as Path<T>).isTouched
  return touched || form.formState.isSubmitted ? form.errorOf(field) : undefined
}
