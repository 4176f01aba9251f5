import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import type { CurrentUser } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { endSession, hasPermission } from '../../lib/auth/session.ts'
import { permissionFor } from '../nav-menus.ts'

const initials = (user: CurrentUser) =>
  `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase()

const profileEntries = [
  { key: 'account', to: '/account' },
  { key: 'notificationSettings', to: '/account/notifications' },
  { key: 'notificationHistory', to: '/notifications' },
] as const
// Spec §2.7: company admins also see company settings and users and roles.
const adminEntries = [
  { key: 'companySettings', to: '/admin/settings' },
  { key: 'usersAndRoles', to: '/admin/users' },
] as const

export function ProfileMenu({ user, isBuilt }: { user: CurrentUser; isBuilt: (path: string) => boolean }) {
  const { t } = useTranslation()
  const entry = (item: { key: string; to: string }) =>
    isBuilt(item.to) && hasPermission(user, permissionFor(item.to)) ? (
      <Menu.Item key={item.key} component={Link} to={item.to}>
        {t(`nav.profile.${item.key}`)}
      </Menu.Item>
    ) : null
  const admin = adminEntries.map(entry).filter(Boolean)
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.profile.open')} data-testid="profile-menu" miw={0}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text
              size="sm"
              fw={500}
              visibleFrom="sm"
              truncate="end"
              miw={0}
              title={user.company}
              data-testid="company-name"
            >
              {user.company}
            </Text>
            <Avatar color="blue" radius="xl" data-testid="user-avatar">
              {initials(user)}
            </Avatar>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.first_name} {user.last_name} · {user.company}
        </Menu.Label>
        {profileEntries.map(entry)}
        {admin.length > 0 && <Menu.Divider />}
        {admin}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void endSession()}>
          {t('nav.profile.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
