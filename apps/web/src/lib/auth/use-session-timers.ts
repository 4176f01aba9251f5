import { authEndpoints } from '@scm/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { callApi, onApiActivity } from '../api/call-api.ts'
import { endSession } from './session.ts'

// Spec §4 and §9.
export const idleAfterMs = 10_000
export const warningBeforeEndMs = 10 * 60_000
const keepAliveEveryMs = 15_000
const keepAliveAfterQuietMs = 2 * 60_000
const sharedKey = 'lastActivityAt'
const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const

// Idle after 10 s; the warning 10 minutes before session_time runs out; sign-out when it does.
// Activity in any tab of the app counts, so working in one tab keeps the others signed in.
export function useSessionTimers(sessionTimeMinutes: number) {
  const [warning, setWarning] = useState(false)
  const lastActivity = useRef(Date.now())
  const lastApiCall = useRef(Date.now())
  const idle = useRef(false)
  const timers = useRef<number[]>([])

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer)
    timers.current = []
  }, [])

  const becomeIdle = useCallback(() => {
    idle.current = true
    const sessionMs = sessionTimeMinutes * 60_000
    const elapsed = Date.now() - lastActivity.current
    timers.current.push(
      window.setTimeout(() => setWarning(true), Math.max(0, sessionMs - warningBeforeEndMs - elapsed)),
      window.setTimeout(() => void endSession(), Math.max(0, sessionMs - elapsed)),
    )
  }, [sessionTimeMinutes])

  const scheduleIdle = useCallback(() => {
    clearTimers()
    idle.current = false
    timers.current.push(window.setTimeout(becomeIdle, idleAfterMs))
  }, [becomeIdle, clearTimers])

  const ping = useCallback(() => callApi(authEndpoints.ping).catch(() => undefined), [])

  const markActive = useCallback(
    (shared = true) => {
      const now = Date.now()
      // Mouse moves come in bursts; timers are re-armed at most once a second.
      if (now - lastActivity.current < 1000 && !idle.current) return
      lastActivity.current = now
      if (shared) localStorage.setItem(sharedKey, String(now))
      setWarning(false)
      scheduleIdle()
    },
    [scheduleIdle],
  )

  useEffect(() => {
    scheduleIdle()
    const onActivity = () => markActive()
    const onStorage = (event: StorageEvent) => {
      if (event.key === sharedKey) markActive(false)
    }
    const onWake = () => {
      if (document.visibilityState === 'visible') void ping()
    }
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true })
    window.addEventListener('storage', onStorage)
    document.addEventListener('visibilitychange', onWake)
    window.addEventListener('online', onWake)
    const stopActivity = onApiActivity(() => {
      lastApiCall.current = Date.now()
    })
    const keepAlive = window.setInterval(() => {
      if (!idle.current && Date.now() - lastApiCall.current > keepAliveAfterQuietMs) void ping()
    }, keepAliveEveryMs)
    return () => {
      clearTimers()
      for (const name of activityEvents) window.removeEventListener(name, onActivity)
      window.removeEventListener('storage', onStorage)
      document.removeEventListener('visibilitychange', onWake)
      window.removeEventListener('online', onWake)
      stopActivity()
      window.clearInterval(keepAlive)
    }
  }, [scheduleIdle, markActive, clearTimers, ping])

  const stayLoggedIn = useCallback(async () => {
    await ping()
    markActive()
  }, [ping, markActive])

  return { warning, stayLoggedIn, logOut: endSession }
}
