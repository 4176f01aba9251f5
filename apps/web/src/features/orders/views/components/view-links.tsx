import { Button, Menu } from '@mantine/core'
import { routePermissions } from '@scm/contracts'
import { IconChevronDown, IconLayoutList } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../../lib/auth/session.ts'

// The order views of spec §2.1 that the navbar does not list: a menu for the order list page's header.
// Each entry shows when the user holds its route's permission.
const views = [
  { key: 'deliverySchedule', to: '/orders/delivery-schedule' },
  { key: 'inboundTracker', to: '/orders/inbound-tracker' },
  { key: 'leadTimes', to: '/orders/lead-time-schedule' },
  { key: 'etaSchedule', to: '/orders/eta-schedule' },
  { key: 'marginReview', to: '/orders/margin-review' },
  { key: 'marginReviewSku', to: '/orders/margin-review-sku' },
  { key: 'certificates', to: '/orders/review-certificate' },
] as const

export function ViewLinks() {
  const { t } = useTranslation('orders')
  const { data: user } = useCurrentUser()
  const allowed = views.filter((view) => hasPermission(user, routePermissions[view.to]))
  if (allowed.length === 0) return null
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconLayoutList size={16} />}
          rightSection={<IconChevronDown size={14} />}
          data-testid="order-view-links"
        >
          {t('views.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {allowed.map((view) => (
          <Menu.Item key={view.key} component={Link} to={view.to}>
            {t(`views.links.${view.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
