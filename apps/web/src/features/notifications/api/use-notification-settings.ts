import { type NotificationSettings, notificationEndpoints } from '@scm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { notificationQueries } from './notification-queries.ts'

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NotificationSettings) => callApi(notificationEndpoints.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationQueries.settings().queryKey, saved),
    // The page shows a stale version (409) itself, with a reload.
    meta: { quiet: true },
  })
}
