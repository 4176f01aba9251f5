import { Progress } from '@mantine/core'
import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'

// Spec §9: starts after 200 ms, creeps over about 5 s, hides 500 ms after the work is done.
const startDelayMs = 200
const hideAfterMs = 500

export function LoadingBar() {
  const { t } = useTranslation()
  const fetching = useIsFetching()
  const mutating = useIsMutating()
  const navigating = useNavigation().state !== 'idle'
  const busy = fetching + mutating > 0 || navigating
  const [value, setValue] = useState<number | null>(null)

  useEffect(() => {
    if (busy) {
      const start = window.setTimeout(() => setValue(10), startDelayMs)
      const creep = window.setInterval(
        () => setValue((v) => (v === null ? v : Math.min(90, v + (90 - v) * 0.15))),
        250,
      )
      return () => {
        window.clearTimeout(start)
        window.clearInterval(creep)
      }
    }
    setValue((v) => (v === null ? v : 100))
    const hide = window.setTimeout(() => setValue(null), hideAfterMs)
    return () => window.clearTimeout(hide)
  }, [busy])

  if (value === null) return null
  return (
    <Progress
      value={value}
      size={3}
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1200 }}
      aria-label={t('loading')}
      data-testid="loading-bar"
    />
  )
}
