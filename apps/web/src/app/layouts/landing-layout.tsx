import { Anchor, AppShell, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { useCurrentUser } from '../../lib/auth/session.ts'
import { LocaleSwitcher } from '../navbar/locale-switcher.tsx'

const sections = [
  { href: '#how-it-works', key: 'nav.howItWorks' },
  { href: '#about', key: 'nav.about' },
  { href: '#get-demo', key: 'nav.getDemo' },
] as const

// The public site: header with the sections and sign-in, footer (spec §2.4, §2.5). A signed-in
// visitor may read it too and is offered the way back to the app instead of sign-in.
export function LandingLayout() {
  const { t } = useTranslation('landing')
  const { data: user } = useCurrentUser()
  const [menuOpened, menu] = useDisclosure(false)
  const account = user ? (
    <Button component={Link} to="/dashboard" size="sm">
      {t('nav.openApp')}
    </Button>
  ) : (
    <Button component={Link} to="/login" size="sm">
      {t('nav.signIn')}
    </Button>
  )
  const links = sections.map((section) => (
    <Anchor key={section.href} href={section.href} c="dark" fw={500} onClick={menu.close}>
      {t(section.key)}
    </Anchor>
  ))

  return (
    <AppShell header={{ height: 64 }}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" fw={700} fz="xl" underline="never">
              {t('app:productName')}
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <Group gap="lg" visibleFrom="md" component="nav" aria-label={t('nav.label')}>
                {links}
              </Group>
              <LocaleSwitcher signedIn={Boolean(user)} />
              {account}
              <Burger
                opened={menuOpened}
                onClick={menu.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
                aria-expanded={menuOpened}
                aria-controls="landing-menu"
              />
            </Group>
          </Group>
        </Container>
        {menuOpened && (
          <Box
            id="landing-menu"
            hiddenFrom="md"
            bg="var(--mantine-color-body)"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Stack component="nav" aria-label={t('nav.label')} px="md" py="md" gap="md">
              {links}
            </Stack>
          </Box>
        )}
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
        <Box component="footer" bg="var(--mantine-color-dark-7)" c="gray.3" py="xl">
          <Container size="lg">
            <Group justify="space-between" align="flex-start" gap="lg">
              <Stack gap={4} maw={420}>
                <Text fw={700} c="white">
                  {t('app:productName')}
                </Text>
                <Text size="sm">{t('footer')}</Text>
              </Stack>
              <Group gap="lg" component="nav" aria-label={t('nav.footerLabel')}>
                {sections.map((section) => (
                  <Anchor key={section.href} href={section.href} c="gray.3" size="sm">
                    {t(section.key)}
                  </Anchor>
                ))}
                <Anchor component={Link} to="/login" c="gray.3" size="sm">
                  {t('nav.signIn')}
                </Anchor>
              </Group>
            </Group>
            <Text size="xs" mt="lg" c="gray.5">
              © {new Date().getFullYear()} {t('app:productName')}. {t('copyright')}
            </Text>
          </Container>
        </Box>
      </AppShell.Main>
    </AppShell>
  )
}
