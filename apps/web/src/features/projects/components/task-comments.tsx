import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatDateTime } from '../../../lib/format/format.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { useCommentTask } from '../api/task-mutations.ts'
import { taskPageQueries } from '../api/task-queries.ts'

// A task's comments, oldest first, and a new one where the reader may comment.
export function TaskComments({ taskId, canComment }: { taskId: string; canComment: boolean }) {
  const { t } = useTranslation('projects')
  const [text, setText] = useState('')
  const comments = useQuery(taskPageQueries.comments(taskId))
  const comment = useCommentTask(taskId)
  const send = () => comment.mutate(text, { onSuccess: () => setText(''), onError: presentError })
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('tasks.page.comments')}
      </Title>
      {comments.data ? (
        comments.data.length === 0 ? (
          <Text c="dimmed">{t('tasks.page.noComments')}</Text>
        ) : (
          comments.data.map((each) => (
            <Paper key={each.id} withBorder p="sm" data-testid="task-comment">
              <Text size="sm" fw={600}>
                {each.author_name ?? t('tasks.page.unknownAuthor')} · {formatDateTime(each.created_at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {each.text}
              </Text>
            </Paper>
          ))
        )
      ) : (
        <LoadState query={comments} />
      )}
      {canComment && (
        <>
          <Textarea
            label={t('tasks.page.newComment')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Group justify="flex-end">
            <Button onClick={send} loading={comment.isPending} disabled={text.trim() === ''}>
              {t('tasks.page.addComment')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  )
}
