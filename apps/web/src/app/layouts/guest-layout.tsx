import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { LocaleSwitcher } from '../navbar/locale-switcher.tsx'

// Pages reached by link without an account; `wide` for the larger forms (sign-up, guest documents).
export function GuestLayout({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation()
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size={wide ? 'lg' : 'sm'}>
          <Group justify="space-between" h={60} wrap="nowrap">
            <Anchor component={Link} to="/" fw={700} fz="xl" underline="never">
              {t('productName')}
            </Anchor>
            <LocaleSwitcher signedIn={false} />
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        size={wide ? 'lg' : 'xs'}
        py={{ base: 'lg', sm: 48 }}
        w="100%"
        style={{ flex: 1 }}
      >
        <Outlet />
      </Container>
      <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
        © {new Date().getFullYear()} {t('productName')}
      </Text>
    </Box>
  )
}
