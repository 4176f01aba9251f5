import { Anchor, Stack, Tabs } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { styleQueries } from '../api/style-queries.ts'
import { StyleActions } from '../components/style-actions.tsx'
import { StyleStatusBadge } from '../components/style-badges.tsx'
import { StyleColoursForm } from '../components/style-colours-form.tsx'
import { StyleMaterialsForm } from '../components/style-materials-form.tsx'
import { StyleMeasuresForm } from '../components/style-measures-form.tsx'
import { StyleOverviewTab } from '../components/style-overview-tab.tsx'
import { StyleReviewTab } from '../components/style-review-tab.tsx'
import { StyleSuppliersForm } from '../components/style-suppliers-form.tsx'

const tabs = ['overview', 'production', 'criteria', 'details'] as const

// Spec §2.10 Style detail tabs: Overview, Production details, Criteria, Style details.
export function StyleDetailPage() {
  const { t } = useTranslation('styles')
  const { id = '' } = useParams()
  usePresence('style', id)
  const queryClient = useQueryClient()
  const [search, setSearch] = useSearchParams()
  const [conflict, setConflict] = useState(false)
  const style = useQuery({ ...styleQueries.detail(id), meta: { quiet: true } })
  const tab = tabs.find((name) => name === search.get('tab')) ?? 'overview'
  // The block forms stay mounted while the style reloads (a save in one block keeps the others'
  // edits); after a conflict they start again from the style as it now is.
  const [generation, setGeneration] = useState(0)
  const resetting = useRef(false)
  useEffect(() => {
    if (!resetting.current || !style.dataUpdatedAt) return
    resetting.current = false
    setGeneration((current) => current + 1)
  }, [style.dataUpdatedAt])
  const onConflict = () => {
    setConflict(true)
    resetting.current = true
    void queryClient.invalidateQueries({ queryKey: styleQueries.all })
  }
  const back = (
    <Anchor component={Link} to="/styles" size="sm">
      {t('detail.back')}
    </Anchor>
  )
  if (!style.data)
    return (
      <Stack>
        {back}
        <LoadState query={style} title={t('detail.loadFailed')} />
      </Stack>
    )
  const data = style.data
  const key = `${data.id}-${generation}`
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={`${data.style_number} · ${data.name}`}
        description={data.internal_name ?? undefined}
        actions={
          <>
            <StyleStatusBadge status={data.status} />
            <StyleActions style={data} onConflict={onConflict} />
          </>
        }
      />
      <ConflictAlert show={conflict} />
      <Tabs
        value={tab}
        onChange={(value) => {
          setConflict(false)
          setSearch({ tab: value ?? 'overview' }, { replace: true })
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <StyleOverviewTab key={key} style={data} onConflict={onConflict} />
        </Tabs.Panel>
        <Tabs.Panel value="production">
          <StyleSuppliersForm key={key} style={data} onConflict={onConflict} />
        </Tabs.Panel>
        <Tabs.Panel value="criteria">
          <StyleReviewTab key={key} style={data} onConflict={onConflict} />
        </Tabs.Panel>
        <Tabs.Panel value="details">
          <Stack>
            <StyleColoursForm key={`colours-${key}`} style={data} onConflict={onConflict} />
            <StyleMaterialsForm key={`materials-${key}`} style={data} onConflict={onConflict} />
            <StyleMeasuresForm key={`measures-${key}`} style={data} onConflict={onConflict} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
