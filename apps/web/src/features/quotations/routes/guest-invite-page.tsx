import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import {
  guestInviteContractEndpoints,
  guestInviteDeviationEndpoints,
  type QuotationInvite,
} from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { callApi } from '../../../lib/api/call-api.ts'
import { formatDate } from '../../../lib/format/format.ts'
import { GuestLinkInvalid, GuestSignIn, GuestSucceeded } from '../../../ui/guest-link-status.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { guestAnswerFiles } from '../api/answer-file-api.ts'
import { contractQueries } from '../api/contract-queries.ts'
import { deviationQueries } from '../api/deviation-queries.ts'
import { guestInviteQueries, saveGuestResponse, sendGuestResponse } from '../api/guest-invite-queries.ts'
import { guestFileDownload } from '../api/quotation-library-queries.ts'
import { InviteAnswersView } from '../components/invite-answers-view.tsx'
import { QuotationLibraryView } from '../components/quotation-library-view.tsx'
import { ResponseWizard } from '../components/response-wizard.tsx'
import { SupplierContract } from '../components/supplier-contract.tsx'
import { SupplierDeviations } from '../components/supplier-deviations.tsx'

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null)

// /guest/quotation-invites/{token} (spec §2.4): an external supplier answers by its e-mailed link, in
// the same four steps as a supplier in the app, until the deadline; after it the page says why it
// takes no answer (decision 0039).
export function GuestInvitePage() {
  const { token = '' } = useParams()
  const invite = useQuery(guestInviteQueries.detail(token))
  if (statusOf(invite.error) === 401) return <GuestSignIn token={token} queryKey={guestInviteQueries.all} />
  if (statusOf(invite.error) === 404) return <GuestLinkInvalid />
  if (!invite.data) return <LoadState query={invite} />
  return <GuestInvite token={token} invite={invite.data} />
}

function GuestInvite({ token, invite }: { token: string; invite: QuotationInvite }) {
  const { t } = useTranslation('quotations')
  const queryClient = useQueryClient()
  const [sent, setSent] = useState<QuotationInvite | null>(null)
  const deadline = invite.deadline ? formatDate(invite.deadline) : ''
  if (sent)
    return (
      <Stack align="center">
        <GuestSucceeded
          title={t('invites.sent', { number: sent.number })}
          text={t('guest.sentText', { buyer: sent.buyer_name, deadline })}
        />
        <Button variant="default" onClick={() => setSent(null)} data-testid="guest-change-answer">
          {t('guest.changeAnswer')}
        </Button>
      </Stack>
    )
  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('guest.title', { buyer: invite.buyer_name, name: invite.name })}
        </Title>
        <Text c="dimmed">
          {t(invite.open ? 'guest.text' : 'guest.closedText', { number: invite.number, deadline })}
        </Text>
      </Stack>
      {invite.open ? (
        <ResponseWizard
          key={invite.id}
          invite={invite}
          contract={
            <SupplierContract
              query={contractQueries.guest(token)}
              files={{ token, buyer: invite.buyer_name }}
              comment={(sectionId, body) =>
                callApi(guestInviteContractEndpoints.comment, {
                  params: { token, sectionId },
                  body: { body },
                })
              }
            />
          }
          actions={{
            save: (body) => saveGuestResponse(token, body),
            send: (version) => sendGuestResponse(token, version),
            reload: () => queryClient.fetchQuery({ ...guestInviteQueries.detail(token), staleTime: 0 }),
            onSent: (answered) => {
              queryClient.setQueryData(guestInviteQueries.detail(token).queryKey, answered)
              setSent(answered)
            },
            download: guestFileDownload(token),
            answerFiles: guestAnswerFiles(token),
          }}
        />
      ) : (
        <>
          <Alert color="gray" data-testid="invite-closed">
            {t('invites.closedNotice')}
          </Alert>
          <QuotationLibraryView
            questions={invite.questions}
            files={invite.files}
            download={guestFileDownload(token)}
          />
          <InviteAnswersView invite={invite} downloadAnswer={guestAnswerFiles(token).download} />
        </>
      )}
      <SupplierDeviations
        invite={invite}
        query={deviationQueries.guest(token)}
        actions={{
          propose: (body) => callApi(guestInviteDeviationEndpoints.create, { params: { token }, body }),
          withdraw: (deviationId, version) =>
            callApi(guestInviteDeviationEndpoints.command, {
              params: { token, deviationId },
              body: { action: 'withdraw', version },
            }),
        }}
      />
    </Stack>
  )
}
