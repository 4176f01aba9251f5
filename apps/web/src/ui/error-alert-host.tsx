import { lazy, Suspense } from 'react'
import { useErrorAlert } from '../lib/api/error-alert.ts'

const ErrorAlertModal = lazy(async () => ({
  default: (await import('./error-alert-modal.tsx')).ErrorAlertModal,
}))

// Where the alerts of spec §8 show; their dialog's code loads with the first one.
export function ErrorAlertHost() {
  const alert = useErrorAlert()
  if (!alert) return null
  return (
    <Suspense fallback={null}>
      <ErrorAlertModal alert={alert} />
    </Suspense>
  )
}
