import { channels } from '@scm/contracts'
import { useEffect, useRef } from 'react'
import { useCurrentUser } from '../auth/session.ts'
import { listenToChannel } from './connection.ts'

// Runs handler for each `event` on the signed-in user's private channel (spec §7 users.{id}).
export function useUserEvent<T>(event: string, handler: (payload: T) => void): void {
  const { data: user } = useCurrentUser()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  const userId = user?.id
  useEffect(() => {
    if (!userId) return
    return listenToChannel(channels.user(userId), (message) => {
      if (message.event === event) latest.current(message.payload as T)
    })
  }, [userId, event])
}

// The same for a channel other than the user's (the app and company sync channels).
export function useChannelEvent<T>(channel: string | null, event: string, handler: (payload: T) => void) {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    if (!channel) return
    return listenToChannel(channel, (message) => {
      if (message.event === event) latest.current(message.payload as T)
    })
  }, [channel, event])
}
