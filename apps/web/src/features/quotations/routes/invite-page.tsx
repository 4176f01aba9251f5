import { Alert, Button, Stack, Title } from '@mantine/core'
import { inviteDeviationEndpoints } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { callApi } from '../../../lib/api/call-api.ts'
import { formatDateTime } from '../../../lib/format/format.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { inviteAnswerFiles } from '../api/answer-file-api.ts'
import { deviationQueries } from '../api/deviation-queries.ts'
import { inviteQueries } from '../api/invite-queries.ts'
import { inviteFileDownload } from '../api/quotation-library-queries.ts'
import { useInviteLive } from '../api/use-quotation-live.ts'
import { InviteAnswersView } from '../components/invite-answers-view.tsx'
import { InviteOverview } from '../components/invite-overview.tsx'
import { QuotationLibraryView } from '../components/quotation-library-view.tsx'
import { SupplierDeviations } from '../components/supplier-deviations.tsx'

// /quotation-invites/:id: one request as the supplier received it, with its answer so far and the way
// to give or change it while the request is open; live as the buyer decides.
export function InvitePage() {
  const { t } = useTranslation('quotations')
  const { id = '' } = useParams()
  useInviteLive(id)
  const invite = useQuery({ ...inviteQueries.detail(id), meta: { quiet: true } })
  if (invite.error instanceof ApiError && invite.error.status === 404) throw invite.error
  if (!invite.data) return <LoadState query={invite} />
  const data = invite.data
  return (
    <>
      <PageHeader
        title={t('invites.detailTitle', { number: data.number })}
        description={data.name}
        actions={
          data.open && (
            <Button
              component={Link}
              to={`/quotation-invites/${data.id}/${data.answered_at ? 'update' : 'respond'}`}
              data-testid="respond"
            >
              {data.answered_at ? t('invites.update') : t('invites.respond')}
            </Button>
          )
        }
      />
      <Stack>
        {!data.open && (
          <Alert color="gray" data-testid="invite-closed">
            {t('invites.closedNotice')}
          </Alert>
        )}
        {data.open && data.answered_at && (
          <Alert color="blue">
            {t('invites.answeredNotice', { date: formatDateTime(data.answered_at) })}
          </Alert>
        )}
        <InviteOverview invite={data} />
        <QuotationLibraryView
          questions={data.questions}
          files={data.files}
          download={inviteFileDownload(data.id)}
        />
        <Title order={2} fz="h4">
          {t('invites.criteria.title')}
        </Title>
        <InviteAnswersView invite={data} downloadAnswer={inviteAnswerFiles(data.id).download} />
        <SupplierDeviations
          invite={data}
          query={deviationQueries.invite(data.id)}
          actions={{
            propose: (body) => callApi(inviteDeviationEndpoints.create, { params: { id: data.id }, body }),
            withdraw: (deviationId, version) =>
              callApi(inviteDeviationEndpoints.command, {
                params: { id: data.id, deviationId },
                body: { action: 'withdraw', version },
              }),
          }}
        />
      </Stack>
    </>
  )
}
