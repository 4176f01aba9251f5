import { notifications } from '@mantine/notifications'
import { i18n } from '../i18n/i18n.ts'
import { ApiError, NetworkError } from './api-error.ts'
import { raiseErrorAlert } from './error-alert.ts'

const generic = () => i18n.t('messages:errors.generic')

const toast = (message: string, title?: string) =>
  notifications.show({ color: 'red', title: title ?? i18n.t('app:error.title'), message, autoClose: 5000 })

// The error catalogue of spec §8, in one place.
export function presentError(error: unknown) {
  if (error instanceof NetworkError) return toast(error.message || generic(), i18n.t('app:error.noResponse'))
  if (!(error instanceof ApiError)) return toast((error as Error)?.message || generic())
  const message = error.body.message || generic()
  switch (error.status) {
    case 401:
      toast(message)
      // The session is gone: reloading sends the user to sign-in with a clean state.
      window.setTimeout(() => window.location.reload(), 1200)
      return
    case 403:
      return toast(message)
    // A business rule's refusal (a stale version, a status that no longer allows the step) says what
    // to do in its message: a toast, as a general 422 message is (decision 0059).
    case 409:
      return toast(message)
    case 422: {
      const fields = Object.entries(error.fieldErrors)
      // Fields named like "old…" carry earlier values for comparison; they are not the user's to fix.
      if (fields.some(([field]) => field.includes('old'))) return
      const firsts = [...new Set(fields.map(([, messages]) => messages[0]).filter(Boolean))] as string[]
      if (firsts.length === 0) return toast(message)
      for (const first of firsts) toast(first)
      return
    }
    default: {
      const title = i18n.t('app:error.status', { status: error.status })
      raiseErrorAlert({ title, message })
      return toast(message, title)
    }
  }
}
