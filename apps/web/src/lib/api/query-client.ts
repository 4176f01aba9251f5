import { notifications } from '@mantine/notifications'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { i18n } from '../i18n/i18n.ts'
import { ApiError } from './api-error.ts'
import { presentError } from './present-error.ts'

declare module '@tanstack/react-query' {
  interface Register {
    // quiet: the screen shows the error itself (a 404 detail page, a form with inline errors).
    queryMeta: { quiet?: boolean }
    mutationMeta: { quiet?: boolean }
  }
}

// Spec §7: a 200 with a success message and no id is shown as a toast titled Success.
function announceSuccess(data: unknown) {
  if (
    data &&
    typeof data === 'object' &&
    'message' in data &&
    !('id' in data) &&
    typeof data.message === 'string'
  )
    notifications.show({
      color: 'green',
      title: i18n.t('app:success'),
      message: data.message,
      autoClose: 5000,
    })
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.quiet) presentError(error)
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.quiet) presentError(error)
    },
    onSuccess: (data) => announceSuccess(data),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
})
