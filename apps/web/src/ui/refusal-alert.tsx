import { Alert } from '@mantine/core'

// What the server said when it refused an action of a document page (a mark, a send, a delete),
// above the document, until the user closes it or tries again.
export function RefusalAlert({
  title,
  message,
  onClose,
}: {
  title: string
  message: string | null
  onClose: () => void
}) {
  if (!message) return null
  return (
    <Alert color="red" title={title} data-testid="action-error" withCloseButton onClose={onClose}>
      {message}
    </Alert>
  )
}
