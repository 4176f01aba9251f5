import { PresenceEntityId, PresenceEntityType, type PresenceMember } from '@scm/contracts'
import type { Principal } from '../auth/principal.ts'

export type ChannelAccess = { allowed: true; member: PresenceMember | null } | { allowed: false }

const presencePattern = /^presence-([^.]+)\.([^.]+)\.([^.]+)$/

// Who may join which channel (spec §7), for sockets and for POST /api/broadcasting/auth alike: the
// public app channel is anyone's, a user channel its user's, sync and presence channels their company's.
export function authorizeChannel(principal: Principal, channel: string): ChannelAccess {
  const allow = (member: PresenceMember | null = null): ChannelAccess => ({ allowed: true, member })
  if (channel === 'app') return allow()
  if (channel === `users.${principal.userId}`) return allow()
  if (channel === `sync.${principal.companyId}`) return allow()
  const presence = presencePattern.exec(channel)
  if (
    presence &&
    presence[1] === principal.companyId &&
    PresenceEntityType.safeParse(presence[2]).success &&
    PresenceEntityId.safeParse(presence[3]).success
  )
    return allow({ id: principal.userId, name: `${principal.firstName} ${principal.lastName}` })
  return { allowed: false }
}

export const isPresenceChannel = (channel: string) => channel.startsWith('presence-')
