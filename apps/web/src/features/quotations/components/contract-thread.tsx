import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import type { ContractComment } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatDateTime } from '../../../lib/format/format.ts'

// One supplier's thread on a contract section; without `onComment` it is read only (a closed section).
export function ContractThread({
  comments,
  onComment,
  testId,
}: {
  comments: ContractComment[]
  onComment?: (body: string) => Promise<unknown>
  testId: string
}) {
  const { t } = useTranslation('quotations')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if (!onComment || !text.trim()) return
    setBusy(true)
    try {
      await onComment(text.trim())
      setText('')
    } catch (error) {
      presentError(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="xs" data-testid={testId}>
      {comments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('contract.noComments')}
        </Text>
      )}
      {comments.map((comment) => (
        <Paper key={comment.id} withBorder p="xs" bg={comment.side === 'buyer' ? 'gray.0' : undefined}>
          <Text size="xs" c="dimmed">
            {comment.author_company} · {comment.author_name} · {formatDateTime(comment.created_at)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="contract-comment">
            {comment.body}
          </Text>
        </Paper>
      ))}
      {onComment && (
        <Group align="flex-end" wrap="nowrap">
          <Textarea
            flex={1}
            autosize
            minRows={1}
            label={t('contract.comment')}
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.currentTarget.value)}
            data-testid="contract-comment-input"
          />
          <Button variant="light" onClick={() => void submit()} loading={busy} disabled={!text.trim()}>
            {t('contract.send')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
