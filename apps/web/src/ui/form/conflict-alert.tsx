import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../lib/api/api-error.ts'

// ARCHITECTURE rule 5: a stale write gets 409; the form reloads the record and says why.
// A save met a newer version of the record: reload and show the alert. A 409 with a code of its own is
// a rule's refusal ("the quotation is no longer a draft"), which says more in its own words.
export const isConflict = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body.code === undefined || error.body.code === 'errors.conflict')

export function ConflictAlert({ show }: { show: boolean }) {
  const { t } = useTranslation()
  if (!show) return null
  return (
    <Alert color="yellow" data-testid="form-conflict">
      {t('form.conflict')}
    </Alert>
  )
}
