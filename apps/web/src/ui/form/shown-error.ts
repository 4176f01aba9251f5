import { type FieldError, type FieldValues, type FormState, get, type Path } from 'react-hook-form'

const inRow = (name: string) => name.split('.').some((part) => /^\d+$/.test(part))

// A list's rows are checked whole whenever one is added or removed, so a row not filled in yet would
// read as refused at once: a field of a row shows its refusal once it was left, once the form was
// submitted, or when the server refused it.
export function shownError<V extends FieldValues>(
  form: { errorOf(field: string): string | undefined },
  name: Path<V>,
  state: Pick<FormState<V>, 'errors' | 'touchedFields' | 'isSubmitted'>,
) {
  const error = form.errorOf(name)
  if (!error || !inRow(name)) return error
  const byServer = (get(state.errors, name) as FieldError | undefined)?.type === 'server'
  return get(state.touchedFields, name) || state.isSubmitted || byServer ? error : undefined
}
