import { Box, Flex, NavLink, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { permissionFor } from '../../../app/nav-menus.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { adminAreas } from './admin-areas.ts'

// The admin side navigation: only the areas this user may open.
export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { data: user } = useCurrentUser()
  const { pathname } = useLocation()
  const areas = adminAreas.filter((area) => hasPermission(user, permissionFor(area.to)))
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
      <Paper
        component="nav"
        withBorder
        p="xs"
        w={{ base: '100%', md: 220 }}
        style={{ flexShrink: 0 }}
        aria-label={t('nav.title')}
      >
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
          {t('nav.title')}
        </Text>
        {areas.map((area) => (
          <NavLink
            key={area.to}
            component={Link}
            to={area.to}
            label={t(`nav.${area.key}`)}
            active={pathname.startsWith(area.to)}
            aria-current={pathname.startsWith(area.to) ? 'page' : undefined}
          />
        ))}
      </Paper>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <Outlet />
      </Box>
    </Flex>
  )
}
