import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core'
import type { OrderMilestone } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../../lib/api/present-error.ts'
import { formatDateTime } from '../../../../lib/format/format.ts'
import { useCommentMilestone } from '../api/milestone-queries.ts'

// A milestone's comments, oldest first, where the reader may see them; a new one where it may comment.
export function MilestoneCommentsModal({
  orderId,
  milestone,
  canComment,
  onClose,
}: {
  orderId: string
  milestone: OrderMilestone | null
  canComment: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  const [text, setText] = useState('')
  const comment = useCommentMilestone(orderId)
  const send = () =>
    milestone &&
    comment.mutate(
      { milestoneId: milestone.id, text },
      { onSuccess: () => setText(''), onError: presentError },
    )
  return (
    <Modal
      opened={milestone !== null}
      onClose={onClose}
      title={t('milestones.commentsTitle', { name: milestone?.name ?? '' })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <Stack>
        {milestone?.comments === null && <Text c="dimmed">{t('milestones.commentsHidden')}</Text>}
        {milestone?.comments?.length === 0 && <Text c="dimmed">{t('milestones.noComments')}</Text>}
        {milestone?.comments?.map((each) => (
          <Paper key={each.id} withBorder p="sm">
            <Text size="sm" fw={600}>
              {each.author_name ?? t(`milestones.sides.${each.author_side}`)} ·{' '}
              {formatDateTime(each.created_at)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {each.text}
            </Text>
          </Paper>
        ))}
        {canComment && (
          <>
            <Textarea
              label={t('milestones.newComment')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button onClick={send} loading={comment.isPending} disabled={text.trim() === ''}>
                {t('milestones.addComment')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  )
}
