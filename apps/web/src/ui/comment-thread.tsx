import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { presentError } from '../lib/api/present-error.ts'
import { formatDateTime } from '../lib/format/format.ts'

export interface ThreadComment {
  id: string
  author: string
  created_at: string
  text: string
}

// A thread of comments, oldest first, and a new one below when `add` is given (the mutation that
// saves a text); the text is kept until the comment is saved. The labels are the feature's words.
export function CommentThread({
  title,
  comments,
  empty,
  newLabel,
  addLabel,
  add,
  itemTestId,
}: {
  title: string
  comments: ThreadComment[]
  empty: string
  newLabel: string
  addLabel: string
  add?: UseMutationResult<unknown, Error, string>
  itemTestId?: string
}) {
  const [text, setText] = useState('')
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {comments.length === 0 && <Text c="dimmed">{empty}</Text>}
      {comments.map((each) => (
        <Paper key={each.id} withBorder p="sm" data-testid={itemTestId}>
          <Text size="sm" fw={600}>
            {each.author} · {formatDateTime(each.created_at)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {each.text}
          </Text>
        </Paper>
      ))}
      {add && (
        <>
          <Textarea
            label={newLabel}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Group justify="flex-end">
            <Button
              onClick={() => add.mutate(text, { onSuccess: () => setText(''), onError: presentError })}
              loading={add.isPending}
              disabled={text.trim() === ''}
            >
              {addLabel}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  )
}
