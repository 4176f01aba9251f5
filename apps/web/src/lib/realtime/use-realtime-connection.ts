import { useEffect } from 'react'
import { connectRealtime, disconnectRealtime } from './connection.ts'

// The authenticated layout holds the socket: connected while someone is signed in, closed on sign-out.
export function useRealtimeConnection(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return
    connectRealtime()
    return () => disconnectRealtime()
  }, [userId])
}
