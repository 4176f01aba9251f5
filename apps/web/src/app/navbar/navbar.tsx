import { Anchor, Burger, Button, Drawer, Group, Menu, NavLink, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { CurrentUser } from '@scm/contracts'
import { IconChevronDown } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx'
import { hasPermission } from '../../lib/auth/session.ts'
import { navMenus, permissionFor } from '../nav-menus.ts'
import { LocaleSwitcher } from './locale-switcher.tsx'
import { ProfileMenu } from './profile-menu.tsx'

export function Navbar({ user, isBuilt }: { user: CurrentUser; isBuilt: (path: string) => boolean }) {
  const { t } = useTranslation()
  const [opened, { toggle, close }] = useDisclosure(false)
  const { pathname } = useLocation()
  const menus = navMenus
    .map((menu) => ({
      ...menu,
      entries: menu.entries.filter(
        (entry) => isBuilt(entry.to) && hasPermission(user, permissionFor(entry.to)),
      ),
    }))
    .filter((menu) => menu.entries.length > 0)

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      {/* The menus keep their room; the company's name on the right gives way first (English labels
          are longer). */}
      <Group gap="lg" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.mainMenu')} />
        <Anchor component={Link} to="/dashboard" fw={700} fz="lg" underline="never">
          {t('productName')}
        </Anchor>
        <Group gap={4} wrap="nowrap" visibleFrom="md" component="nav" aria-label={t('nav.mainMenu')}>
          <Button component={Link} to="/dashboard" variant="subtle" size="compact-md">
            {t('nav.dashboard')}
          </Button>
          {/* Each page gets its menus anew. Entering a dropdown starts Mantine's open delay again, and
              choosing an entry does not cancel it: the menu reopened under the resting pointer after the
              page changed, and stayed open when the pointer left (no mouseenter, so no mouseleave). */}
          {menus.map((menu) => (
            <Menu key={`${menu.key}:${pathname}`} trigger="click-hover" openDelay={80} closeDelay={120}>
              <Menu.Target>
                <Button variant="subtle" size="compact-md" rightSection={<IconChevronDown size={14} />}>
                  {t(`nav.menus.${menu.key}`)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {menu.entries.map((entry) => (
                  <Menu.Item key={entry.key} component={Link} to={entry.to}>
                    {t(`nav.entries.${entry.key}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ))}
        </Group>
      </Group>
      <Group gap="md" wrap="nowrap" miw={0}>
        <LocaleSwitcher signedIn />
        <NotificationBell />
        <ProfileMenu user={user} isBuilt={isBuilt} />
      </Group>
      <Drawer opened={opened} onClose={close} title={t('nav.mainMenu')} size="xs">
        <Stack gap={0}>
          <NavLink component={Link} to="/dashboard" label={t('nav.dashboard')} onClick={close} />
          {menus.map((menu) => (
            <NavLink key={menu.key} label={<Text fw={600}>{t(`nav.menus.${menu.key}`)}</Text>} defaultOpened>
              {menu.entries.map((entry) => (
                <NavLink
                  key={entry.key}
                  component={Link}
                  to={entry.to}
                  label={t(`nav.entries.${entry.key}`)}
                  onClick={close}
                />
              ))}
            </NavLink>
          ))}
        </Stack>
      </Drawer>
    </Group>
  )
}
