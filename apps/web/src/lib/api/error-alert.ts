import { useSyncExternalStore } from 'react'

// An error the user must acknowledge (spec §8 "other statuses": an alert, beside the toast). One at a
// time: a later error replaces the one shown.
export interface ErrorAlert {
  title: string
  message: string
}

let shown: ErrorAlert | null = null
const listeners = new Set<() => void>()
const tell = () => {
  for (const listener of listeners) listener()
}

export function raiseErrorAlert(alert: ErrorAlert) {
  shown = alert
  tell()
}

export function dismissErrorAlert() {
  shown = null
  tell()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useErrorAlert = () => useSyncExternalStore(subscribe, () => shown)
