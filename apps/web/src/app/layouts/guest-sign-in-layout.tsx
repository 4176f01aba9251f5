import { Anchor, BackgroundImage, Center, Group, Paper, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { LocaleSwitcher } from '../navbar/locale-switcher.tsx'

// Sign-in, forgot and reset password: a card over the background image (spec §2.5).
export function GuestSignInLayout() {
  const { t } = useTranslation()
  return (
    <BackgroundImage src="/sign-in-background.svg" mih="100vh">
      <Center mih="100vh" p="md">
        <Paper component="main" shadow="lg" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="lg">
            <Group justify="space-between">
              <Anchor component={Link} to="/" fw={700} fz="xl" underline="never">
                {t('productName')}
              </Anchor>
              <LocaleSwitcher signedIn={false} />
            </Group>
            <Outlet />
          </Stack>
        </Paper>
      </Center>
    </BackgroundImage>
  )
}
