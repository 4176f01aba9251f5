import { Autocomplete, Button, Group, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Question, questionLimits, UpdateQuestionBody } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSwitch } from '../../../ui/form/form-fields.tsx'
import { recheck } from '../../../ui/form/recheck.ts'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useSaveQuestion } from '../api/question-mutations.ts'
import { questionQueries } from '../api/question-queries.ts'

// A question and its answer, in the list's modal. The category suggests the ones in use, so that one
// group keeps one spelling; a new one is typed.
export function QuestionForm(props: {
  question: Question | null
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('question-library')
  const save = useSaveQuestion({ quiet: true })
  const categories = useQuery({ ...questionQueries.categories(), meta: { quiet: true } })
  const { question } = props
  const form = useContractForm(UpdateQuestionBody, {
    question: question?.question ?? '',
    answer: question?.answer ?? '',
    category: question?.category ?? null,
    active: question?.active ?? true,
    version: question?.version ?? 0,
  })
  // Autocomplete is none of the bound fields (decision 0027): blank is no category.
  const category = useController({ control: form.control, name: 'category' })
  // The saved record reloads before the save settles, and its new version renders a new form in place of
  // this one: mutate()'s own callbacks would be dropped with it, the promise's are not.
  const submit = form.handleSubmit(({ version, ...body }) =>
    save.mutateAsync({ id: question?.id ?? null, body: question ? { ...body, version } : body }).then(
      () => {
        notifications.show({ color: 'green', message: t('saved') })
        props.onDone()
      },
      (error: unknown) => handleSaveError(error, form.applyServerErrors, props.onConflict),
    ),
  )
  const text = (name: 'question' | 'answer', minRows: number) => (
    <Textarea
      label={t(`fields.${name}`)}
      description={t(`hints.${name}`, { max: questionLimits[name] })}
      required
      data-autofocus={name === 'question' || undefined}
      autosize
      minRows={minRows}
      maxRows={12}
      {...form.register(name, { onChange: recheck(form, name) })}
      error={form.errorOf(name)}
    />
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {text('question', 2)}
        {text('answer', 5)}
        <Autocomplete
          label={t('fields.category')}
          description={t('hints.category')}
          data={categories.data?.data ?? []}
          value={category.field.value ?? ''}
          onChange={(value) => {
            category.field.onChange(value.trim() ? value : null)
            recheck(form, 'category')()
          }}
          onBlur={category.field.onBlur}
          error={form.errorOf('category')}
          comboboxProps={{ withinPortal: true }}
        />
        <FormSwitch form={form} name="active" label={t('fields.active')} description={t('hints.active')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
