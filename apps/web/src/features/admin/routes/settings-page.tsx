import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { adminQueries } from '../api/admin-queries.ts'
import { CompanySettingsForm } from '../components/company-settings-form.tsx'
import { CompanySettingsTabs } from '../components/company-settings-tabs.tsx'

export function SettingsPage() {
  const [conflict, setConflict] = useState(false)
  const company = useQuery({ ...adminQueries.company(), meta: { quiet: true } })
  return (
    <CompanySettingsTabs active="settings">
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
    </CompanySettingsTabs>
  )
}
