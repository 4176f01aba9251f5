import { Alert } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { inviteContractEndpoints } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { callApi } from '../../../lib/api/call-api.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { inviteAnswerFiles } from '../api/answer-file-api.ts'
import { contractQueries } from '../api/contract-queries.ts'
import { useSaveResponse, useSendResponse } from '../api/invite-mutations.ts'
import { inviteQueries } from '../api/invite-queries.ts'
import { inviteFileDownload } from '../api/quotation-library-queries.ts'
import { ResponseWizard } from '../components/response-wizard.tsx'
import { SupplierContract } from '../components/supplier-contract.tsx'

// /quotation-invites/:id/respond and /update: the response wizard on the supplier's own invite.
export function ResponsePage() {
  const { t } = useTranslation('quotations')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const save = useSaveResponse()
  const send = useSendResponse()
  const invite = useQuery({ ...inviteQueries.detail(id), meta: { quiet: true } })
  if (invite.error instanceof ApiError && invite.error.status === 404) throw invite.error
  if (!invite.data) return <LoadState query={invite} />
  const data = invite.data
  return (
    <>
      <PageHeader title={t('invites.detailTitle', { number: data.number })} description={data.name} />
      {data.open ? (
        <ResponseWizard
          key={data.id}
          invite={data}
          contract={
            <SupplierContract
              query={contractQueries.invite(id)}
              files="read"
              comment={(sectionId, body) =>
                callApi(inviteContractEndpoints.comment, { params: { id, sectionId }, body: { body } })
              }
            />
          }
          actions={{
            save: (body) => save.mutateAsync({ id, body }),
            send: (version) => send.mutateAsync({ id, version }),
            reload: () => queryClient.fetchQuery({ ...inviteQueries.detail(id), staleTime: 0 }),
            onSent: (sent) => {
              notifications.show({ color: 'green', message: t('invites.sent', { number: sent.number }) })
              void navigate(`/quotation-invites/${id}`)
            },
            download: inviteFileDownload(id),
            answerFiles: inviteAnswerFiles(id),
          }}
        />
      ) : (
        <Alert color="gray" data-testid="invite-closed">
          {t('invites.closedNotice')}
        </Alert>
      )}
    </>
  )
}
