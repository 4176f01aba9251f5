import { Anchor, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { styleQueries } from '../api/style-queries.ts'
import { StyleCoreView } from '../components/style-core-view.tsx'

export function CounterpartStylePage() {
  const { t } = useTranslation('styles')
  const { id = '' } = useParams()
  usePresence('counterpart-style', id)
  const style = useQuery({ ...styleQueries.counterpartDetail(id), meta: { quiet: true } })
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/counterpart-styles" size="sm">
        {t('counterpart.back')}
      </Anchor>
      {style.data ? (
        <>
          <PageHeader
            title={`${style.data.style_number} · ${style.data.name}`}
            description={t('counterpart.sharedBy', { name: style.data.owner.name })}
          />
          <StyleCoreView style={style.data} />
        </>
      ) : (
        <LoadState query={style} title={t('detail.loadFailed')} />
      )}
    </Stack>
  )
}
