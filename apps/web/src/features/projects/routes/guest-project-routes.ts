import type { RouteObject } from 'react-router'

// Spec §2.4 /guest/tasks/{id}: the outsider a project task was sent to reports on it; {id} is the link's
// token.
export const guestProjectRoutes: RouteObject[] = [
  {
    path: '/guest/tasks/:token',
    lazy: async () => ({ Component: (await import('./guest-task-page.tsx')).GuestTaskPage }),
  },
]
