import { Navigate } from 'react-router'
import { permissionFor } from '../../../app/nav-menus.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { adminAreas } from '../components/admin-areas.ts'

// /admin opens the first area the user may use.
export function AdminIndexPage() {
  const { data: user } = useCurrentUser()
  const first = adminAreas.find((area) => hasPermission(user, permissionFor(area.to)))
  return <Navigate to={first?.to ?? '/dashboard'} replace />
}
