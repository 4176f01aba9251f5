import type { FieldValues, Path, UseFormGetFieldState, UseFormTrigger } from 'react-hook-form'

// A refused field is checked again as it changes, so its message goes the moment it is right. The form
// checks a field on change only once it was left; refused before that (by a wizard step's check, or by
// the server), its message would go on the blur of the click on Next, and the layout moving under the
// pointer eats that click.
export const recheck =
  <V extends FieldValues>(
    form: { getFieldState: UseFormGetFieldState<V>; trigger: UseFormTrigger<V> },
    name: Path<V>,
  ) =>
  () => {
    if (form.getFieldState(name).error) void form.trigger(name)
  }
