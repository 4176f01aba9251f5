import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useCurrentUser } from '../../lib/auth/session.ts'
import { FullPageLoader } from './full-page-loader.tsx'

// A signed-in user visiting a guest page goes to the dashboard (spec §2.6).
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser()
  if (isPending) return <FullPageLoader />
  if (user) return <Navigate to="/dashboard" replace />
  return children
}
