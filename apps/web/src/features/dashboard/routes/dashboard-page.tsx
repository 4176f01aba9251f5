import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { navMenus, permissionFor } from '../../../app/nav-menus.ts'
import { isBuiltPath } from '../../../app/route-table.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'

// The start page: a greeting and the areas this user may open. The widget dashboard replaces the
// cards when dashboards are built.
export function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const { data: user } = useCurrentUser()
  if (!user) return null
  const areas = [
    ...navMenus.flatMap((menu) =>
      menu.entries.map((entry) => ({ key: `app:nav.entries.${entry.key}`, to: entry.to })),
    ),
    { key: 'app:nav.profile.account', to: '/account' },
    { key: 'app:nav.profile.usersAndRoles', to: '/admin/users' },
    { key: 'app:nav.profile.companySettings', to: '/admin/settings' },
  ].filter((area) => isBuiltPath(area.to) && hasPermission(user, permissionFor(area.to)))

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2" data-testid="dashboard-greeting">
          {t('greeting', { name: user.first_name })}
        </Title>
        <Text c="dimmed">{t('company', { company: user.company })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {areas.map((area) => (
          <Card key={area.to} component={Link} to={area.to} withBorder padding="lg" radius="md">
            <Text fw={600}>{t(area.key)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
