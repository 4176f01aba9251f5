import {
  type Notification,
  notificationCreatedEvent,
  notificationEndpoints,
  type UnreadNotifications,
} from '@scm/contracts'
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { callApi } from '../../../lib/api/call-api.ts'
import { i18n } from '../../../lib/i18n/i18n.ts'
import { subscribedEvent } from '../../../lib/realtime/connection.ts'
import { useUserEvent } from '../../../lib/realtime/use-user-event.ts'
import { notificationQueries } from './notification-queries.ts'

type Pages = InfiniteData<UnreadNotifications, string | null>

const unreadKey = notificationQueries.unread().queryKey

// Marked read in the cache, not dropped: the open popover keeps showing what it showed.
function markInCache(pages: Pages | undefined, ids: Set<string> | 'all', count: number): Pages | undefined {
  if (!pages) return pages
  const now = new Date().toISOString()
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      unreadNotificationsCount: count,
      notifications: page.notifications.map((item) =>
        !item.read_at && (ids === 'all' || ids.has(item.id)) ? { ...item, read_at: now } : item,
      ),
    })),
  }
}

export function useBell(opened: boolean) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(notificationQueries.unread())
  const items = query.data?.pages.flatMap((page) => page.notifications) ?? []
  const unreadCount = query.data?.pages[0]?.unreadNotificationsCount ?? 0

  // Messages come rendered by the server in the language asked for; a switch asks again.
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: notificationQueries.all })
    i18n.on('languageChanged', reload)
    return () => i18n.off('languageChanged', reload)
  }, [queryClient])

  // What was unread before the tab joined its channel is read again: a notification made while the
  // socket was still connecting (or away) reached nobody. An open popover keeps what it shows: closing
  // it reads the bell again anyway.
  const reread = () => void queryClient.invalidateQueries({ queryKey: unreadKey })
  useUserEvent(subscribedEvent, () => {
    if (!opened) reread()
  })

  // A new notification goes on top and counts at once, without asking the server again. While the
  // closed bell is being read, the answer on its way may or may not hold it and would overwrite it:
  // the bell is read again instead.
  useUserEvent<Notification>(notificationCreatedEvent, (notification) => {
    const state = queryClient.getQueryState(unreadKey)
    if (!state?.data || (!opened && state.fetchStatus === 'fetching')) return reread()
    queryClient.setQueryData<Pages>(unreadKey, (pages) => {
      if (!pages?.pages[0]) return pages
      if (pages.pages.some((page) => page.notifications.some((item) => item.id === notification.id)))
        return pages
      const [first, ...rest] = pages.pages
      return {
        ...pages,
        pages: [
          {
            ...first,
            notifications: [notification, ...first.notifications],
            unreadNotificationsCount: first.unreadNotificationsCount + 1,
          },
          ...rest.map((page) => ({ ...page, unreadNotificationsCount: first.unreadNotificationsCount + 1 })),
        ],
      }
    })
    void queryClient.invalidateQueries({ queryKey: notificationQueries.history })
  })

  const markRead = useMutation({
    mutationFn: (ids: string[]) => callApi(notificationEndpoints.markRead, { body: { ids } }),
    onSuccess: (answer, ids) => {
      queryClient.setQueryData<Pages>(unreadKey, (pages) =>
        markInCache(pages, new Set(ids), answer.unreadNotificationsCount),
      )
      void queryClient.invalidateQueries({ queryKey: notificationQueries.history })
    },
  })
  const markAllRead = useMutation({
    mutationFn: () => callApi(notificationEndpoints.markAllRead),
    onSuccess: () => {
      queryClient.setQueryData<Pages>(unreadKey, (pages) => markInCache(pages, 'all', 0))
      void queryClient.invalidateQueries({ queryKey: notificationQueries.history })
    },
  })
  // After the popover closes, the next opening starts from what is still unread.
  const reset = () => queryClient.resetQueries({ queryKey: unreadKey })

  return { query, items, unreadCount, markRead, markAllRead, reset }
}
