import { Anchor, Box, Container, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { LocaleSwitcher } from '../navbar/locale-switcher.tsx'

// Pages reached by link without an account; `wide` for the larger forms (sign-up, guest documents).
export function GuestLayout({ wide = false }: { wide?: boolean }) {
  const { t } = useTranslation()
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" px="lg" py="md">
        <Anchor component={Link} to="/" fw={700} fz="lg" underline="never">
          {t('productName')}
        </Anchor>
        <LocaleSwitcher signedIn={false} />
      </Group>
      <Container size={wide ? 'lg' : 'xs'} py="xl">
        <Outlet />
      </Container>
    </Box>
  )
}
