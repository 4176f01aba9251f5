import { Alert, Stack, Text, Title } from '@mantine/core'
import type { Quotation, QuotationLibraryBody } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type BoundForm, FormMultiSelect } from '../../../ui/form/form-fields.tsx'
import { libraryChoiceQueries } from '../api/quotation-library-queries.ts'

export type LibraryForm = BoundForm<QuotationLibraryBody>
type Option = { value: string; label: string }

export const libraryValues = (quotation: Quotation | null): QuotationLibraryBody => ({
  question_ids: (quotation?.questions ?? []).map((question) => question.question_id),
  file_version_ids: (quotation?.files ?? []).map((file) => file.version_id),
  version: quotation?.version ?? 0,
})

// The FAQ questions and library documents sent with the request (issue #16). What the quotation
// carries already stays offered even when the library no longer has it (retired, deleted).
export function QuotationLibraryFields({ form, saved }: { form: LibraryForm; saved: Quotation | null }) {
  const { t } = useTranslation('quotations')
  const questions = useQuery(libraryChoiceQueries.questions())
  const files = useQuery(libraryChoiceQueries.files())
  const versionLabel = (title: string, number: number, fileName: string, expired: boolean) =>
    `${t('library.fileTitle', { title, number })} (${fileName})${expired ? ` · ${t('library.expired')}` : ''}`

  const questionOptions = withAttached(
    (questions.data?.data ?? []).map((question) => ({ value: question.id, label: question.question })),
    (saved?.questions ?? []).map((question) => ({ value: question.question_id, label: question.question })),
  )
  const fileGroups = (files.data ?? []).map((file) => ({
    group: file.title,
    items: file.versions.map((version) => ({
      value: version.id,
      label: versionLabel(file.title, version.number, version.file_name, version.expired),
    })),
  }))
  const offered = new Set(fileGroups.flatMap((group) => group.items.map((item) => item.value)))
  const gone = (saved?.files ?? []).filter((file) => !offered.has(file.version_id))
  const fileOptions = [
    ...fileGroups,
    ...(gone.length > 0
      ? [
          {
            group: t('library.notInLibrary'),
            items: gone.map((file) => ({
              value: file.version_id,
              label: versionLabel(file.title, file.number, file.file_name, file.expired),
            })),
          },
        ]
      : []),
  ]
  const loading = t('library.loading')
  return (
    <Stack gap="xs" data-testid="quotation-library-fields">
      <Title order={3} fz="h4">
        {t('library.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('library.hint')}
      </Text>
      {(questions.isError || files.isError) && (
        <Alert color="red" data-testid="library-load-error">
          {t('library.loadError')}
        </Alert>
      )}
      <FormMultiSelect
        form={form}
        name="question_ids"
        label={t('library.questions')}
        placeholder={questions.isPending ? loading : t('library.questionsPlaceholder')}
        nothingFoundMessage={t('library.noChoices')}
        data={questionOptions}
        searchable
        data-testid="library-questions"
      />
      <FormMultiSelect
        form={form}
        name="file_version_ids"
        label={t('library.files')}
        placeholder={files.isPending ? loading : t('library.filesPlaceholder')}
        nothingFoundMessage={t('library.noChoices')}
        data={fileOptions}
        searchable
        data-testid="library-files"
      />
    </Stack>
  )
}

const withAttached = (options: Option[], attached: Option[]) => {
  const known = new Set(options.map((option) => option.value))
  return [...options, ...attached.filter((option) => !known.has(option.value))]
}
