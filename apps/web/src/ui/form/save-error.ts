import { presentError } from '../../lib/api/present-error.ts'
import { isConflict } from './conflict-alert.tsx'

// For quiet save mutations: a conflict reloads the record; anything else is shown as usual, and
// validation errors also land on their fields.
export function handleSaveError(
  error: unknown,
  applyServerErrors: (error: unknown) => void,
  onConflict: () => void,
) {
  if (isConflict(error)) return onConflict()
  presentError(error)
  applyServerErrors(error)
}
