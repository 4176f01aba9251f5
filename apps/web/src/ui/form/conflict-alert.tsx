import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../lib/api/api-error.ts'

// ARCHITECTURE rule 5: a stale write gets 409; the form reloads the record and says why.
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409

export function ConflictAlert({ show }: { show: boolean }) {
  const { t } = useTranslation()
  if (!show) return null
  return (
    <Alert color="yellow" data-testid="form-conflict">
      {t('form.conflict')}
    </Alert>
  )
}
