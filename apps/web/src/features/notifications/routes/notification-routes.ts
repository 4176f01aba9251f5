import type { RouteObject } from 'react-router'

export const notificationRoutes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: async () => ({
      Component: (await import('./notification-history-page.tsx')).NotificationHistoryPage,
    }),
  },
  {
    path: '/account/notifications',
    lazy: async () => ({
      Component: (await import('./notification-settings-page.tsx')).NotificationSettingsPage,
    }),
  },
]
