import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { hasPermission, useCurrentUser } from '../lib/auth/session.ts'
import { navMenus, permissionFor } from './nav-menus.ts'

// The start page at /dashboard: a greeting and the areas of the navigation this user may open. The
// widget dashboards of the insight domain replace the cards when they are built.
export function StartPage({ isBuiltPath }: { isBuiltPath: (path: string) => boolean }) {
  const { t } = useTranslation('app')
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
          {t('start.greeting', { name: user.first_name })}
        </Title>
        <Text c="dimmed">{t('start.company', { company: user.company })}</Text>
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
