import { Tabs } from '@mantine/core'
import { routePermissions } from '@scm/contracts'
import { useLocation, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../lib/auth/session.ts'

export interface RouteTab {
  to: string
  label: string
}

// Sibling pages shown as tabs (spec §2.10 "Project tabs"): each tab is its own route, so a tab can be
// linked to and the back button leaves it. A tab shows only to those its route lets in.
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const allowed = tabs.filter((tab) => hasPermission(user, routePermissions[tab.to]))
  if (allowed.length < 2) return null
  return (
    <Tabs value={pathname} onChange={(to) => to && navigate(to)} mb="md">
      <Tabs.List aria-label={label}>
        {allowed.map((tab) => (
          <Tabs.Tab key={tab.to} value={tab.to}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
