import { type CurrentUser, channels, type ParamName, type RealtimePayload } from '@scm/contracts'
import { useMemo, useState } from 'react'
import { queryClient } from '../../../lib/api/query-client.ts'
import { endSession, hasPermission, sessionKeys } from '../../../lib/auth/session.ts'
import { refreshAccessToken } from '../../../lib/auth/token-store.ts'
import { paramKeys } from '../../../lib/params/use-params.ts'
import { loadedBuild } from '../../../lib/realtime/connection.ts'
import { useChannelEvent, useUserEvent } from '../../../lib/realtime/use-user-event.ts'
import { useBanner } from '../../../ui/banner-slot.tsx'
import { ImportBanner, NewVersionBanner } from './realtime-banners.tsx'
import { useSyncStatus } from './sync-status.ts'

// What every signed-in page does with the server's events (spec §6, §7); rendered once by the layout.
export function RealtimeEvents({ user }: { user: CurrentUser }) {
  useUserEvent<RealtimePayload<'PermissionsUpdated'>>('PermissionsUpdated', ({ permissions }) => {
    queryClient.setQueryData<CurrentUser | null>(sessionKeys.user, (current) =>
      current ? { ...current, permissions } : current,
    )
    window.location.reload()
  })
  // Only the lists that changed are fetched again, and only if a screen still uses them.
  useUserEvent<RealtimePayload<'ParamUpdated'>>('ParamUpdated', ({ params }) => {
    for (const name of Object.keys(params))
      void queryClient.invalidateQueries({ queryKey: paramKeys.one(name as ParamName) })
  })
  // The server asks for a new token (the session changed); if none is given, the session is over.
  useUserEvent('TokenRefresh', () => {
    void refreshAccessToken().then((ok) => (ok ? undefined : endSession()))
  })

  const [newVersion, setNewVersion] = useState(false)
  useChannelEvent<RealtimePayload<'NewVersionDeployed'>>(channels.app, 'NewVersionDeployed', ({ build }) => {
    if (loadedBuild && build !== loadedBuild) setNewVersion(true)
  })
  useBanner(useMemo(() => (newVersion ? <NewVersionBanner /> : null), [newVersion]))

  const importing = useSyncStatus(user.company_id) && hasPermission(user, 'bc.workflow.comments')
  useBanner(useMemo(() => (importing ? <ImportBanner /> : null), [importing]))
  return null
}
