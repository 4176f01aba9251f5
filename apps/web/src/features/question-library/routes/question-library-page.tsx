import { Button } from '@mantine/core'
import { questionEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RecordFormModal } from '../../../ui/form/record-form-modal.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { questionQueries } from '../api/question-queries.ts'
import { questionColumns } from '../components/question-columns.tsx'
import { QuestionForm } from '../components/question-form.tsx'
import { QuestionRowMenu } from '../components/question-row-menu.tsx'

// /question-library: the company's questions for suppliers, edited in a modal over the list. No navbar
// entry leads here (spec §2.1): the quotation screens link to it.
export function QuestionLibraryPage() {
  const { t } = useTranslation('question-library')
  const [form, setForm] = useState<{ id: string | null } | null>(null)
  const categories = useQuery({ ...questionQueries.categories(), meta: { quiet: true } })
  const status = [
    { value: 'true', label: t('status.active') },
    { value: 'false', label: t('status.inactive') },
  ]
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListScreen
        id="question-library"
        title={t('title')}
        endpoint={questionEndpoints.list}
        queryKey={questionQueries.all}
        columns={questionColumns(t)}
        filters={[
          { key: 'active', label: t('fields.state'), type: 'select', options: status },
          {
            key: 'category',
            label: t('fields.category'),
            type: 'select',
            options: (categories.data?.data ?? []).map((name) => ({ value: name, label: name })),
          },
        ]}
        rowKey={(question) => question.id}
        onRowClick={(question) => setForm({ id: question.id })}
        rowActions={(question) => (
          <QuestionRowMenu question={question} onEdit={() => setForm({ id: question.id })} />
        )}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ id: null })}
            data-testid="create-question"
          >
            {t('create')}
          </Button>
        }
      />
      <RecordFormModal
        recordId={form?.id ?? null}
        opened={form !== null}
        onClose={() => setForm(null)}
        title={form?.id ? t('edit') : t('create')}
        size="lg"
        detail={questionQueries.detail}
        listKey={questionQueries.all}
      >
        {(question, handlers) => <QuestionForm question={question} {...handlers} />}
      </RecordFormModal>
    </>
  )
}
