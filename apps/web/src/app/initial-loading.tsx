import { Center, Loader } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

// Shown while the first screen's code loads; a fast load shows nothing, so the page does not flash.
const showAfterMs = 200

export function InitialLoading() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const show = window.setTimeout(() => setVisible(true), showAfterMs)
    return () => window.clearTimeout(show)
  }, [])
  if (!visible) return null
  return (
    <Center h="100vh">
      <Loader aria-label={t('loading')} />
    </Center>
  )
}
