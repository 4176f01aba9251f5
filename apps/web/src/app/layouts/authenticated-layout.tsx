import { AppShell, Button, Group, Modal, Text } from '@mantine/core'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { RealtimeEvents } from '../../features/realtime/components/realtime-events.tsx'
import { SupportWidget } from '../../features/support/components/support-widget.tsx'
import { useCurrentUser } from '../../lib/auth/session.ts'
import { useSessionTimers } from '../../lib/auth/use-session-timers.ts'
import { useRealtimeConnection } from '../../lib/realtime/use-realtime-connection.ts'
import { BannerProvider, BannerSlot } from '../../ui/banner-slot.tsx'
import { FullPageLoader } from '../guards/full-page-loader.tsx'
import { RequirePermission } from '../guards/require-permission.tsx'
import { Navbar } from '../navbar/navbar.tsx'
import { isBuiltPath } from '../route-table.ts'

function IdlePopup({ sessionTime }: { sessionTime: number }) {
  const { t } = useTranslation()
  const { warning, stayLoggedIn, logOut } = useSessionTimers(sessionTime)
  return (
    <Modal
      opened={warning}
      onClose={() => void stayLoggedIn()}
      title={t('idle.title')}
      centered
      withCloseButton={false}
    >
      <Text data-testid="idle-warning">{t('idle.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void logOut()}>
          {t('idle.logOut')}
        </Button>
        <Button onClick={() => void stayLoggedIn()}>{t('idle.stay')}</Button>
      </Group>
    </Modal>
  )
}

// Signed-in pages: navbar, warning banner slot, idle popup (spec §2.5).
export function AuthenticatedLayout() {
  const { data: user } = useCurrentUser()
  useRealtimeConnection(user?.id)
  if (!user) return null
  return (
    <BannerProvider>
      <AppShell header={{ height: 60 }} padding="md">
        <AppShell.Header>
          <Navbar user={user} isBuilt={isBuiltPath} />
        </AppShell.Header>
        <AppShell.Main>
          <BannerSlot />
          <RequirePermission>
            <Suspense fallback={<FullPageLoader />}>
              <Outlet />
            </Suspense>
          </RequirePermission>
        </AppShell.Main>
      </AppShell>
      <IdlePopup sessionTime={user.session_time} />
      <RealtimeEvents user={user} />
      {user.support_widget && <SupportWidget widget={user.support_widget} locale={user.locale} />}
    </BannerProvider>
  )
}
