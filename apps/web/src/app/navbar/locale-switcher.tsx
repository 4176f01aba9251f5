import { SegmentedControl } from '@mantine/core'
import { authEndpoints, type Locale, locales } from '@scm/contracts'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../lib/api/call-api.ts'
import { queryClient } from '../../lib/api/query-client.ts'
import { applyLocale, sessionKeys } from '../../lib/auth/session.ts'

// Switches the UI at once and stores the choice on the user (spec §7 "change language").
export function LocaleSwitcher({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation()
  const save = useMutation({
    mutationFn: (locale: Locale) => callApi(authEndpoints.locale, { body: { locale } }),
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.user, user),
  })
  const change = (value: string) => {
    const locale = value as Locale
    void applyLocale(locale)
    if (signedIn) save.mutate(locale)
  }
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('nav.language')}
      value={i18n.language}
      onChange={change}
      data={locales.map((locale) => ({ value: locale, label: locale.toUpperCase() }))}
      data-testid="locale-switcher"
    />
  )
}
