import { type ReactNode, useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { endSession, useCurrentUser } from '../../lib/auth/session.ts'
import { FullPageLoader } from './full-page-loader.tsx'

// The authenticated layout's guard: signed in, and with at least one role (spec §2.6).
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser()
  const location = useLocation()
  const roleless = user && user.roleTypes.length === 0
  useEffect(() => {
    if (roleless) void endSession()
  }, [roleless])
  if (isPending || roleless) return <FullPageLoader />
  if (!user)
    return (
      <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    )
  return children
}
