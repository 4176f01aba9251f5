import { useCallback, useState } from 'react'
import type { ListColumn } from './list-types.ts'

const storageKey = (listId: string) => `list-columns:${listId}`

// The keys of the columns shown: the stored choice for this list, else the columns' defaults.
export function initialVisible<R>(columns: ListColumn<R>[], stored: string | null): string[] {
  const keys = columns.map((column) => column.key)
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : null
    if (Array.isArray(parsed)) {
      const visible = keys.filter((key) => parsed.includes(key))
      if (visible.length > 0) return visible
    }
  } catch {
    // A damaged entry falls back to the defaults.
  }
  return columns.filter((column) => !column.hiddenByDefault).map((column) => column.key)
}

export function useColumnVisibility<R>(listId: string, columns: ListColumn<R>[]) {
  const [visible, setVisibleState] = useState(() =>
    initialVisible(columns, localStorage.getItem(storageKey(listId))),
  )
  const setVisible = useCallback(
    (keys: string[]) => {
      if (keys.length === 0) return
      setVisibleState(keys)
      localStorage.setItem(storageKey(listId), JSON.stringify(keys))
    },
    [listId],
  )
  const shown = columns.filter((column) => visible.includes(column.key))
  return { visible, setVisible, shown }
}
