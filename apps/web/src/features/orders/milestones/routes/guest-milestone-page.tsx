import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { GuestMilestone } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../../lib/api/api-error.ts'
import { presentError } from '../../../../lib/api/present-error.ts'
import { formatDate } from '../../../../lib/format/format.ts'
import { CommentThread } from '../../../../ui/comment-thread.tsx'
import { GuestLinkInvalid, GuestSignIn } from '../../../../ui/guest-link-status.tsx'
import { LoadState } from '../../../../ui/load-state.tsx'
import { MilestoneStatusBadge, MilestoneStatusSelect } from '../../../../ui/milestone-status.tsx'
import {
  guestMilestoneQueries,
  useGuestMilestoneComment,
  useGuestMilestoneUpdate,
} from '../api/milestone-queries.ts'

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null)

// /guest/milestones/{token} (spec §2.4): someone outside the app reports on the one milestone a buyer
// sent them, after signing in with the e-mail and password (spec §5).
export function GuestMilestonePage() {
  const { token = '' } = useParams()
  const milestone = useQuery(guestMilestoneQueries.detail(token))
  if (statusOf(milestone.error) === 401)
    return <GuestSignIn token={token} queryKey={guestMilestoneQueries.all} />
  if (statusOf(milestone.error) === 404) return <GuestLinkInvalid />
  if (!milestone.data) return <LoadState query={milestone} />
  return <GuestMilestoneView token={token} data={milestone.data} />
}

function GuestMilestoneView({ token, data }: { token: string; data: GuestMilestone }) {
  const { t } = useTranslation('orders')
  const { milestone } = data
  const update = useGuestMilestoneUpdate(token)
  const comment = useGuestMilestoneComment(token)
  return (
    <Stack maw={760} mx="auto" py="xl">
      <Stack gap={4}>
        <Title order={1}>{milestone.name}</Title>
        <Text c="dimmed">
          {t('milestones.guest.pageText', {
            buyer: data.buyer_name,
            number: data.order_number,
            workflow: data.workflow_name,
          })}
        </Text>
      </Stack>
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('milestones.fields.planned')}
            </Text>
            <Text>{formatDate(milestone.planned_date)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('milestones.fields.actual')}
            </Text>
            <Text>{formatDate(milestone.actual_date)}</Text>
          </Stack>
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="dimmed">
              {t('milestones.fields.status')}
            </Text>
            <MilestoneStatusBadge status={milestone.status} />
          </Stack>
        </SimpleGrid>
        <Stack mt="md">
          <MilestoneStatusSelect
            name={milestone.name}
            status={milestone.status}
            label={t('milestones.guest.changeStatus')}
            pending={update.isPending ? (update.variables?.status ?? milestone.status) : null}
            onChange={(status) =>
              update.mutate({ status, version: milestone.version }, { onError: presentError })
            }
            w={280}
          />
        </Stack>
      </Paper>
      <CommentThread
        title={t('milestones.fields.comments')}
        comments={(milestone.comments ?? []).map((each) => ({
          ...each,
          author: each.author_name ?? t(`milestones.sides.${each.author_side}`),
        }))}
        empty={t('milestones.noComments')}
        newLabel={t('milestones.newComment')}
        addLabel={t('milestones.addComment')}
        add={comment}
      />
    </Stack>
  )
}
