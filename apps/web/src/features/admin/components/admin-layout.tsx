import { Box, Button, Flex, Group, NavLink, Paper, ScrollArea, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { permissionFor } from '../../../app/nav-menus.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { adminAreas } from './admin-areas.ts'

// The admin side navigation: only the areas this user may open. Small screens get a scrolling row
// instead of a column, so the page itself stays in view.
export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { data: user } = useCurrentUser()
  const { pathname } = useLocation()
  const areas = adminAreas
    .filter((area) => hasPermission(user, permissionFor(area.to)))
    .map((area) => ({ ...area, label: t(`nav.${area.key}`), active: pathname.startsWith(area.to) }))
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
      <Paper
        component="nav"
        withBorder
        p="xs"
        w={220}
        visibleFrom="md"
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
            label={area.label}
            active={area.active}
            aria-current={area.active ? 'page' : undefined}
          />
        ))}
      </Paper>
      <ScrollArea component="nav" hiddenFrom="md" w="100%" type="scroll" aria-label={t('nav.title')}>
        <Group gap="xs" wrap="nowrap">
          {areas.map((area) => (
            <Button
              key={area.to}
              component={Link}
              to={area.to}
              size="compact-sm"
              variant={area.active ? 'light' : 'subtle'}
              aria-current={area.active ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {area.label}
            </Button>
          ))}
        </Group>
      </ScrollArea>
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        <Outlet />
      </Box>
    </Flex>
  )
}
