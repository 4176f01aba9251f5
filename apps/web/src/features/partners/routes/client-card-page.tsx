import { Anchor, Breadcrumbs, Button, Paper, Stack, Title } from '@mantine/core'
import { IconEdit } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { partnerQueries } from '../api/partner-queries.ts'
import { AgreementDetails } from '../components/agreement-details.tsx'
import { AgreementEditModal } from '../components/agreement-edit-modal.tsx'

// /clients/{id}: the supplier's own agreement with a client, its contact and status.
export function ClientCardPage() {
  const { t } = useTranslation('partners')
  const { id = '' } = useParams()
  usePresence('client', id)
  const { data: user } = useCurrentUser()
  const canEdit = hasPermission(user, 'edit.agreement')
  const client = useQuery({ ...partnerQueries.detail('client', id), meta: { quiet: true } })
  const [editing, setEditing] = useState(false)
  const agreement = client.data
  return (
    <>
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to="/clients">
          {t('clients.title')}
        </Anchor>
        <span>{agreement?.name ?? '…'}</span>
      </Breadcrumbs>
      <LoadState query={client} title={t('card.loadFailed')} />
      {agreement && (
        <>
          <PageHeader
            title={agreement.name}
            description={t('card.clientOf', { company: user?.company ?? '' })}
            actions={
              canEdit && (
                <Button
                  leftSection={<IconEdit size={16} />}
                  onClick={() => setEditing(true)}
                  data-testid="edit-agreement"
                >
                  {t('agreement.edit')}
                </Button>
              )
            }
          />
          <Stack>
            {(['overview', 'financials', 'integration'] as const).map((part) => (
              <Paper withBorder p="md" key={part} component="section" aria-labelledby={`client-${part}`}>
                <Title order={2} fz="h4" mb="sm" id={`client-${part}`}>
                  {t(`card.tabs.${part}`)}
                </Title>
                <AgreementDetails agreement={agreement} part={part} />
              </Paper>
            ))}
            <Paper withBorder p="md" component="section" aria-labelledby="client-contacts">
              <Title order={2} fz="h4" mb="sm" id="client-contacts">
                {t('card.contacts')}
              </Title>
              <DetailField label={t('fields.email')}>
                {agreement.email ? (
                  <Anchor href={`mailto:${agreement.email}`}>{agreement.email}</Anchor>
                ) : (
                  formatText(null)
                )}
              </DetailField>
            </Paper>
          </Stack>
          <AgreementEditModal agreement={agreement} opened={editing} onClose={() => setEditing(false)} />
        </>
      )}
    </>
  )
}
