import { channels, type RealtimePayload } from '@scm/contracts'
import { useState } from 'react'
import { useChannelEvent } from '../../../lib/realtime/use-user-event.ts'

const storageKey = 'syncStatus'

// Spec §4: the sync status is true or false, kept in local storage and set by SyncStatusUpdated.
export const storedSyncStatus = () => localStorage.getItem(storageKey) === 'true'

export function useSyncStatus(companyId: string): boolean {
  const [status, setStatus] = useState(storedSyncStatus)
  useChannelEvent<RealtimePayload<'SyncStatusUpdated'>>(
    channels.sync(companyId),
    'SyncStatusUpdated',
    (payload) => {
      localStorage.setItem(storageKey, String(payload.status))
      setStatus(payload.status)
    },
  )
  return status
}
