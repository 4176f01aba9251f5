import type { ReactNode } from 'react'
import { Navigate, useMatches } from 'react-router'
import { hasPermission, useCurrentUser } from '../../lib/auth/session.ts'

export interface RouteHandle {
  permission?: string | readonly string[]
}

// A route whose permission the user lacks sends the user to the dashboard (spec §2.6).
export function RequirePermission({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser()
  const needed = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.permission)
    .filter(Boolean)
  if (!needed.every((permission) => hasPermission(user, permission)))
    return <Navigate to="/dashboard" replace />
  return children
}
