import { channels, type PresenceMember } from '@scm/contracts'
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { useCurrentUser } from '../../lib/auth/session.ts'
import { listenToChannel } from '../../lib/realtime/connection.ts'
import { useBanner } from '../banner-slot.tsx'
import { applyPresence, othersPresent, presenceExcluded } from './presence.ts'
import { PresenceBanner } from './presence-banner.tsx'

// One line on an entity page, e.g. usePresence('order', id): joins the entity's presence channel
// while the page is open, shows the presence banner when others view it too, and returns them.
export function usePresence(entityType: string, entityId: string | undefined): PresenceMember[] {
  const { data: user } = useCurrentUser()
  const { pathname } = useLocation()
  const [members, setMembers] = useState<PresenceMember[]>([])
  const channel =
    user && entityId && !presenceExcluded(pathname)
      ? channels.presence(user.company_id, entityType, entityId)
      : null
  useEffect(() => {
    if (!channel) return
    const stop = listenToChannel(channel, (message) =>
      setMembers((current) => applyPresence(current, message.event, message.payload)),
    )
    return () => {
      stop()
      setMembers([])
    }
  }, [channel])
  const others = useMemo(() => othersPresent(members, user?.id), [members, user?.id])
  useBanner(useMemo(() => (others.length > 0 ? <PresenceBanner others={others} /> : null), [others]))
  return others
}
