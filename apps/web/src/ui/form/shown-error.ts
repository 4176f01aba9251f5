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
  // Read before anything is decided: react-hook-form's form state follows only what a render reads, and
  // a row field read no further while it had no error would miss the submit that refuses it.
  const { errors, touchedFields, isSubmitted } = state
  const error = form.errorOf(name)
  if (!error || !inRow(name)) return error
  const byServer = (get(errors, name) as FieldError | undefined)?.type === 'server'
  return get(touchedFields, name) || isSubmitted || byServer ? error : undefined
}
