import { Anchor, AppShell, Button, Container, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { LocaleSwitcher } from '../navbar/locale-switcher.tsx'

// The public site: header with the sections and sign-in, footer (spec §2.4, §2.5).
export function LandingLayout() {
  const { t } = useTranslation('landing')
  return (
    <AppShell header={{ height: 64 }}>
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" fw={700} fz="xl" underline="never">
              {t('app:productName')}
            </Anchor>
            <Group gap="lg" wrap="nowrap">
              <Group gap="lg" visibleFrom="sm" component="nav">
                <Anchor href="#how-it-works" c="dark">
                  {t('nav.howItWorks')}
                </Anchor>
                <Anchor href="#about" c="dark">
                  {t('nav.about')}
                </Anchor>
                <Anchor href="#get-a-demo" c="dark">
                  {t('nav.getDemo')}
                </Anchor>
              </Group>
              <LocaleSwitcher signedIn={false} />
              <Button component={Link} to="/login">
                {t('nav.signIn')}
              </Button>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
        <Container size="lg" py="xl" component="footer">
          <Text c="dimmed" size="sm">
            © {new Date().getFullYear()} {t('app:productName')} · {t('footer')}
          </Text>
        </Container>
      </AppShell.Main>
    </AppShell>
  )
}
