import { Badge, Group, Stack, Title } from '@mantine/core'
import { type AnswerFile, type Criterion, criterionBlocks, yesNoAnswers } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import type { AnswerFileActions } from '../api/answer-file-api.ts'
import { preferredText } from './criterion-text.ts'
import { ResponseFileAnswer } from './response-file-answer.tsx'
import type { ResponseForm } from './response-form.ts'

// What a file answer needs beside the form: the files the saved answer names, and the way to them.
interface FileAnswers {
  known: Map<string, AnswerFile>
  actions: AnswerFileActions
}

// One answer, in the input its criterion's type asks for.
function AnswerInput({
  form,
  criterion,
  index,
  files,
}: {
  form: ResponseForm
  criterion: Criterion
  index: number
  files: FileAnswers
}) {
  const { t } = useTranslation('quotations')
  const name = `answers.${index}.value` as const
  const preferred = preferredText(criterion, t)
  const common = {
    label: criterion.name,
    withAsterisk: criterion.required,
    description: [criterion.description, preferred && `${t('invites.criteria.preferred')}: ${preferred}`]
      .filter(Boolean)
      .join(' · '),
  }
  if (criterion.type === 'file')
    return (
      <ResponseFileAnswer
        form={form}
        criterion={criterion}
        index={index}
        description={common.description}
        known={files.known}
        files={files.actions}
      />
    )
  if (criterion.type === 'select' || criterion.type === 'yes_no')
    return (
      <FormSelect
        form={form}
        name={name}
        {...common}
        placeholder={t('invites.criteria.choose')}
        clearable
        data={
          criterion.type === 'select'
            ? criterion.options
            : yesNoAnswers.map((value) => ({ value, label: t(`yesNo.${value}`) }))
        }
      />
    )
  return <FormTextInput form={form} name={name} {...common} nullable decimal={criterion.type === 'number'} />
}

// The criteria to answer, block by block in the spec's order.
export function ResponseCriteriaFields({
  form,
  criteria,
  files,
}: {
  form: ResponseForm
  criteria: Criterion[]
  files: FileAnswers
}) {
  const { t } = useTranslation('quotations')
  const blocks = criterionBlocks.filter((block) => criteria.some((criterion) => criterion.block === block))
  return (
    <Stack gap="lg" data-testid="response-criteria">
      {blocks.map((block) => (
        <Stack key={block} gap="sm">
          <Group gap="xs">
            <Title order={3} fz="h5">
              {t(`blocks.${block}`)}
            </Title>
            <Badge variant="light" color="gray">
              {criteria.filter((criterion) => criterion.block === block).length}
            </Badge>
          </Group>
          {criteria.map((criterion, index) =>
            criterion.block === block ? (
              <AnswerInput key={criterion.id} form={form} criterion={criterion} index={index} files={files} />
            ) : null,
          )}
        </Stack>
      ))}
    </Stack>
  )
}
