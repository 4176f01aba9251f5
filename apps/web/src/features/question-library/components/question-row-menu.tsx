import { Menu } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Question } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { useDeleteQuestion, useSaveQuestion } from '../api/question-mutations.ts'

// A row's actions, each asked first: deactivating keeps a question out of new requests for quotation
// (and is what to do with one in use), deleting removes it.
export function QuestionRowMenu({ question, onEdit }: { question: Question; onEdit: () => void }) {
  const { t } = useTranslation('question-library')
  const confirm = useConfirm()
  const save = useSaveQuestion()
  const remove = useDeleteQuestion()
  const name = question.question
  const toggle = async () => {
    const verb = question.active ? 'deactivate' : 'activate'
    const ok = await confirm({
      title: t(`confirm.${verb}Title`),
      message: t(`confirm.${verb}Message`, { name }),
      confirmLabel: t(`actions.${verb}`),
      danger: question.active,
    })
    if (!ok) return
    const { id, version, question: text, answer, category, active } = question
    save.mutate(
      { id, body: { question: text, answer, category, active: !active, version } },
      { onSuccess: () => notifications.show({ color: 'green', message: t(`${verb}d`) }) },
    )
  }
  const askDelete = async () => {
    const ok = await confirm({
      title: t('confirm.deleteTitle'),
      message: t('confirm.deleteMessage', { name }),
      confirmLabel: t('actions.delete'),
      danger: true,
    })
    if (ok)
      remove.mutate(question.id, {
        onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }),
      })
  }
  return (
    <RowMenu label={t('actions.for', { name })}>
      <Menu.Item onClick={onEdit}>{t('actions.edit')}</Menu.Item>
      <Menu.Item onClick={() => void toggle()}>
        {t(question.active ? 'actions.deactivate' : 'actions.activate')}
      </Menu.Item>
      <Menu.Item color="red" onClick={() => void askDelete()}>
        {t('actions.delete')}
      </Menu.Item>
    </RowMenu>
  )
}
