import { queueLogEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The reports feature's query keys; the queue-log list uses `queueLogs.all` as its ListScreen key.
export const reportQueries = {
  queueLogs: {
    all: ['reports', 'queue-logs'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: ['reports', 'queue-logs', 'detail', id],
        queryFn: () => callApi(queueLogEndpoints.get, { params: { id } }),
        // A job still waiting or running is followed until it ends.
        refetchInterval: (query) =>
          query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? 2000 : false,
      }),
  },
}
