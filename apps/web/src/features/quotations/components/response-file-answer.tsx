import { Anchor, Button, FileButton, Group, Input, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type AnswerFile, answerFileUpload, type Criterion, formatMegabytes } from '@scm/contracts'
import { IconPaperclip } from '@tabler/icons-react'
import { useState } from 'react'
import { useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { refusal } from '../../../ui/attachments/attachment-api.ts'
import { shownError } from '../../../ui/form/shown-error.ts'
import type { AnswerFileActions } from '../api/answer-file-api.ts'
import type { ResponseForm } from './response-form.ts'

const accept = Object.keys(answerFileUpload.fileTypes)
  .map((extension) => `.${extension}`)
  .join(',')

// A file criterion's answer: the file is uploaded at once and the answer names it by its id, which
// the response's next save keeps (decision 0042). Replacing or removing it is a change like any other
// answer's, and the buyer sees none of it until the response is sent.
export function ResponseFileAnswer({
  form,
  criterion,
  index,
  description,
  known,
  files,
}: {
  form: ResponseForm
  criterion: Criterion
  index: number
  description: string
  // The files the saved answer names, by id.
  known: Map<string, AnswerFile>
  files: AnswerFileActions
}) {
  const { t } = useTranslation('quotations')
  const name = `answers.${index}.value` as const
  const { field, formState } = useController({ control: form.control, name })
  const [uploaded, setUploaded] = useState<Map<string, AnswerFile>>(new Map())
  const [busy, setBusy] = useState(false)
  const value = field.value ?? null
  const current = value === null ? null : (uploaded.get(value) ?? known.get(value) ?? null)
  const error = shownError(form, name, formState)

  const choose = async (file: File | null) => {
    if (!file) return
    const reason = refusal(file)
    if (reason) {
      notifications.show({ color: 'red', title: file.name, message: reason, autoClose: 8000 })
      return
    }
    setBusy(true)
    try {
      const stored = await files.upload(criterion.id, file)
      setUploaded((before) => new Map(before).set(stored.id, stored))
      field.onChange(stored.id)
      form.clearErrors(name)
    } catch (failure) {
      presentError(failure)
      // The server names the refused file `file`; here it is this answer's.
      const message = failure instanceof ApiError ? failure.fieldErrors.file?.[0] : undefined
      if (message) form.setError(name, { type: 'server', message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Input.Wrapper
      label={criterion.name}
      withAsterisk={criterion.required}
      description={[
        description,
        t('invites.criteria.fileHint', { max: formatMegabytes(answerFileUpload.maxBytes) }),
      ]
        .filter(Boolean)
        .join(' · ')}
      error={error}
      data-testid={`file-answer-${index}`}
    >
      <Group gap="xs" mt={4} wrap="wrap">
        {current ? (
          <Anchor component="button" type="button" size="sm" onClick={() => void files.download(current)}>
            {current.file_name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('invites.criteria.noFile')}
          </Text>
        )}
        <FileButton onChange={(file) => void choose(file)} accept={accept}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconPaperclip size={14} />}
              loading={busy}
              aria-label={`${current ? t('invites.criteria.replaceFile') : t('invites.criteria.uploadFile')}: ${criterion.name}`}
              data-testid="upload-answer-file"
            >
              {current ? t('invites.criteria.replaceFile') : t('invites.criteria.uploadFile')}
            </Button>
          )}
        </FileButton>
        {value !== null && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={() => field.onChange(null)}
            aria-label={`${t('invites.criteria.removeFile')}: ${criterion.name}`}
            data-testid="remove-answer-file"
          >
            {t('invites.criteria.removeFile')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  )
}
