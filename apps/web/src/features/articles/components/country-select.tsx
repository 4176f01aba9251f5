import { countryCodes } from '@scm/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { notAvailable } from '../../../lib/format/format.ts'
import { currentLocale } from '../../../lib/i18n/current-locale.ts'
import { FormSelect } from '../../../ui/form/form-fields.tsx'
import type { ArticleForm } from './article-form.ts'

// Country names in the user's language, from the browser (no catalogue of 250 names to keep).
export function useCountryName() {
  const language = useTranslation().i18n.language
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' })
    return (code: string | null) => (code ? (names.of(code) ?? code) : notAvailable())
  }, [language])
}

export function CountrySelect({ form, label }: { form: ArticleForm; label: string }) {
  const name = useCountryName()
  const data = useMemo(
    () =>
      countryCodes
        .map((code) => ({ value: code, label: name(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, currentLocale())),
    [name],
  )
  return <FormSelect form={form} name="country_of_origin" label={label} searchable clearable data={data} />
}
