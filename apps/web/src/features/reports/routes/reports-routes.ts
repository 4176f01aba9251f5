import type { RouteObject } from 'react-router'

// Only the queue log is built so far; reports and the report queue follow (spec §2.10 "Reports navbar").
export const reportsRoutes: RouteObject[] = [
  {
    path: '/reports/queue-logs',
    lazy: async () => ({ Component: (await import('./queue-logs-page.tsx')).QueueLogsPage }),
  },
]
