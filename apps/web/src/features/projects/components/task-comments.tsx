import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { CommentThread } from '../../../ui/comment-thread.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { useCommentTask } from '../api/task-mutations.ts'
import { taskPageQueries } from '../api/task-queries.ts'

// A task's comments, oldest first, and a new one where the reader may comment.
export function TaskComments({ taskId, canComment }: { taskId: string; canComment: boolean }) {
  const { t } = useTranslation('projects')
  const comments = useQuery(taskPageQueries.comments(taskId))
  const comment = useCommentTask(taskId)
  if (!comments.data) return <LoadState query={comments} />
  return (
    <CommentThread
      title={t('tasks.page.comments')}
      comments={comments.data.map((each) => ({
        ...each,
        author: each.author_name ?? t('tasks.page.unknownAuthor'),
      }))}
      empty={t('tasks.page.noComments')}
      newLabel={t('tasks.page.newComment')}
      addLabel={t('tasks.page.addComment')}
      add={canComment ? comment : undefined}
      itemTestId="task-comment"
    />
  )
}
