import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useBell } from '../api/use-bell.ts'
import { NotificationItem } from './notification-item.tsx'

// Spec §2.8: unread badge, a popover that loads 15 at a time as it scrolls, mark-all-read, and the
// shown notifications marked read when it opens (and as more of them load while it is open).
export function NotificationBell() {
  const { t } = useTranslation('notifications')
  const [opened, setOpened] = useState(false)
  const { query, items, unreadCount, markRead, markAllRead, reset } = useBell(opened)
  const asked = useRef(new Set<string>())

  useEffect(() => {
    if (!opened) return
    const ids = items.filter((item) => !item.read_at && !asked.current.has(item.id)).map((item) => item.id)
    if (ids.length === 0) return
    for (const id of ids) asked.current.add(id)
    markRead.mutate(ids)
  }, [opened, items, markRead.mutate])

  const close = () => {
    setOpened(false)
    asked.current.clear()
    void reset()
  }
  const badge = unreadCount > 99 ? '99+' : String(unreadCount)

  return (
    <Popover
      opened={opened}
      onChange={(open) => (open ? setOpened(true) : close())}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={() => (opened ? close() : setOpened(true))}
          aria-label={t('bell.open', { count: unreadCount })}
          data-testid="notification-bell"
        >
          <Indicator
            component="span"
            label={badge}
            size={18}
            disabled={unreadCount === 0}
            offset={2}
            color="red"
            data-testid="bell-badge"
          >
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="notification-popover">
        <Group justify="space-between" px="md" py="xs">
          <Text fw={600}>{t('bell.title')}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => markAllRead.mutate()}
            loading={markAllRead.isPending}
            disabled={unreadCount === 0 && items.every((item) => item.read_at)}
          >
            {t('bell.markAllRead')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize
          mah={380}
          onBottomReached={() => {
            if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage()
          }}
        >
          <Stack gap="sm" p="md">
            {query.isPending && (
              <Center py="md">
                <Loader size="sm" aria-label={t('app:loading')} />
              </Center>
            )}
            {query.isError && (
              <Alert color="red" title={t('bell.loadFailed')}>
                <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                  {t('app:retry')}
                </Button>
              </Alert>
            )}
            {query.isSuccess && items.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" data-testid="bell-empty">
                {t('bell.empty')}
              </Text>
            )}
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onFollow={close} />
            ))}
            {query.isFetchingNextPage && (
              <Center>
                <Loader size="xs" aria-label={t('app:loading')} />
              </Center>
            )}
            {query.isSuccess && items.length > 0 && !query.hasNextPage && (
              <Text size="xs" c="dimmed" ta="center" data-testid="bell-end">
                {t('bell.noMore')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <Center py="xs">
          <Anchor component={Link} to="/notifications" size="sm" onClick={close}>
            {t('bell.showAll')}
          </Anchor>
        </Center>
      </Popover.Dropdown>
    </Popover>
  )
}
