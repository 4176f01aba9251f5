import { routePermissions } from '@scm/contracts'
import { Navigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { adminAreas } from '../components/admin-areas.ts'

// /admin opens the first area the user may use.
export function AdminIndexPage() {
  const { data: user } = useCurrentUser()
  const first = adminAreas.find((area) => hasPermission(user, routePermissions[area.to]))
  return <Navigate to={first?.to ?? '/dashboard'} replace />
}
