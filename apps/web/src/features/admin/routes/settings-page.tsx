import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { CompanySettingsForm } from '../components/company-settings-form.tsx'

export function SettingsPage() {
  const { t } = useTranslation('admin')
  const [conflict, setConflict] = useState(false)
  const company = useQuery({ ...adminQueries.company(), meta: { quiet: true } })
  return (
    <Stack gap={0}>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Stack maw={720}>
        <ConflictAlert show={conflict} />
        <LoadState query={company} />
      </Stack>
      {company.data && (
        <CompanySettingsForm
          // A saved or reloaded company starts the form again from its latest version.
          key={company.data.version}
          company={company.data}
          onSaved={() => setConflict(false)}
          onConflict={() => {
            setConflict(true)
            void company.refetch()
          }}
        />
      )}
    </Stack>
  )
}
