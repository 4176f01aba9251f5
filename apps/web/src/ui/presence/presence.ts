import type { PresenceMember } from '@scm/contracts'

// Spec §2.9: presence is not used on admin, reports, sales-orders and inventory pages.
export const presenceExcluded = (pathname: string) =>
  /^\/(admin|reports|sales-orders|inventory)(\/|$)/.test(pathname)

// Everyone present but the viewer, once each, by name.
export function othersPresent(members: PresenceMember[], selfId: string | undefined): PresenceMember[] {
  const byId = new Map(members.filter((member) => member.id !== selfId).map((member) => [member.id, member]))
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name))
}

export function applyPresence(members: PresenceMember[], event: string, payload: unknown): PresenceMember[] {
  if (event === 'presence:here') return payload as PresenceMember[]
  const member = payload as PresenceMember
  if (event === 'presence:joining') return [...members.filter((m) => m.id !== member.id), member]
  if (event === 'presence:leaving') return members.filter((m) => m.id !== member.id)
  return members
}
