import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type CommentVisibility, OrderCommentBody } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { useAddComment } from '../api/order-mutations.ts'
import { orderQueries } from '../api/order-queries.ts'

export const visibilityColor = (visibility: CommentVisibility) => (visibility === 'shared' ? 'blue' : 'gray')

function CommentForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const add = useAddComment(orderId)
  const form = useContractForm(OrderCommentBody, { body: '', visibility: 'internal' })
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('comments.added') })
        form.reset({ body: '', visibility: body.visibility })
      },
      onError: (error) => {
        presentError(error)
        form.applyServerErrors(error)
      },
    }),
  )
  return (
    <form onSubmit={submit} noValidate data-testid="comment-form">
      <Stack gap="sm">
        <Textarea
          label={t('comments.new')}
          autosize
          minRows={3}
          {...form.register('body')}
          error={form.errorOf('body')}
        />
        <Group justify="space-between">
          <Controller
            control={form.control}
            name="visibility"
            render={({ field }) => (
              <SegmentedControl
                aria-label={t('comments.visibility')}
                value={field.value ?? 'internal'}
                onChange={field.onChange}
                data={[
                  { value: 'internal', label: t('comments.internal') },
                  { value: 'shared', label: t('comments.shared') },
                ]}
              />
            )}
          />
          <Button type="submit" loading={add.isPending}>
            {t('comments.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// Workflow comments on the order: internal ones stay in the writer's company, shared ones are read by
// both parties.
export function OrderComments({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const comments = useQuery({ ...orderQueries.comments(orderId), meta: { quiet: true } })
  return (
    <Stack>
      <CommentForm orderId={orderId} />
      {!comments.data ? (
        <LoadState query={comments} />
      ) : comments.data.length === 0 ? (
        <Text c="dimmed">{t('comments.empty')}</Text>
      ) : (
        comments.data.map((comment) => (
          <Card key={comment.id} withBorder padding="sm" data-testid="order-comment">
            <Group justify="space-between" mb={4}>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {formatText(comment.author_name)}
                </Text>
                <Badge size="xs" variant="light" color="gray">
                  {t(`side.${comment.author_side}`)}
                </Badge>
                <Badge size="xs" variant="light" color={visibilityColor(comment.visibility)}>
                  {t(`comments.${comment.visibility}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(comment.created_at)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {comment.body}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  )
}
