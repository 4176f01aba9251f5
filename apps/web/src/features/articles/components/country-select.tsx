import { Select, type SelectProps } from '@mantine/core'
import { countryCodes } from '@scm/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { notAvailable } from '../../../lib/format/format.ts'
import { currentLocale } from '../../../lib/i18n/i18n.ts'

// Country names in the user's language, from the browser (no catalogue of 250 names to keep).
export function useCountryName() {
  const language = useTranslation().i18n.language
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' })
    return (code: string | null) => (code ? (names.of(code) ?? code) : notAvailable)
  }, [language])
}

export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const name = useCountryName()
  const data = useMemo(
    () =>
      countryCodes
        .map((code) => ({ value: code, label: name(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, currentLocale())),
    [name],
  )
  return <Select searchable clearable {...props} data={data} />
}
