import { Box, Button, Flex, Group, NavLink, Paper, ScrollArea, Text } from '@mantine/core'
import { routePermissions } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { adminAreaGroups, isAreaActive } from './admin-areas.ts'

// The admin side navigation: only the areas this user may open, in groups (a group opens while one of
// its areas is shown). Small screens get a scrolling row instead of a column, so the page stays in view.
export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { data: user } = useCurrentUser()
  const { pathname } = useLocation()
  const groups = adminAreaGroups
    .map((group) => ({
      key: group.key,
      areas: group.areas
        .filter((area) => hasPermission(user, routePermissions[area.to]))
        .map((area) => ({ ...area, label: t(`nav.${area.key}`), active: isAreaActive(area, pathname) })),
    }))
    .filter((group) => group.areas.length > 0)
  const areas = groups.flatMap((group) => group.areas)
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="flex-start">
      <Paper
        component="nav"
        withBorder
        p="xs"
        w={240}
        visibleFrom="md"
        style={{ flexShrink: 0 }}
        aria-label={t('nav.title')}
      >
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
          {t('nav.title')}
        </Text>
        {groups.map((group) => (
          <NavLink
            key={`${group.key}-${group.areas.some((area) => area.active)}`}
            label={t(`nav.groups.${group.key}`)}
            defaultOpened={group.areas.some((area) => area.active) || group.key !== 'masterData'}
            childrenOffset="sm"
            data-testid={`admin-group-${group.key}`}
          >
            {group.areas.map((area) => (
              <NavLink
                key={area.to}
                component={Link}
                to={area.to}
                label={area.label}
                active={area.active}
                aria-current={area.active ? 'page' : undefined}
              />
            ))}
          </NavLink>
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
