import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type StyleReviewCriterion, UpdateStyleReviewCriterionBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { RecordFormModal } from '../../../ui/form/record-form-modal.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useCreateCriterion, useUpdateCriterion } from '../api/style-mutations.ts'
import { styleQueries } from '../api/style-queries.ts'

function CriterionForm({
  criterion,
  onDone,
  onConflict,
}: {
  criterion: StyleReviewCriterion | null
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('styles')
  const create = useCreateCriterion()
  const update = useUpdateCriterion()
  const form = useContractForm(UpdateStyleReviewCriterionBody, {
    name: criterion?.name ?? '',
    mandatory: criterion?.mandatory ?? false,
    preferred_value: criterion?.preferred_value ?? null,
    description: criterion?.description ?? null,
    version: criterion?.version ?? 0,
  })
  const submit = form.handleSubmit(async ({ version, ...body }) => {
    try {
      if (criterion) await update.mutateAsync({ id: criterion.id, body: { ...body, version } })
      else await create.mutateAsync(body)
      notifications.show({ color: 'green', message: t('criteria.saved') })
      onDone()
    } catch (error) {
      handleSaveError(error, form.applyServerErrors, onConflict)
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('criteria.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={form.errorOf('name')}
        />
        <TextInput
          label={t('criteria.preferredValue')}
          {...form.register('preferred_value', nullIfBlank)}
          error={form.errorOf('preferred_value')}
        />
        <Textarea
          label={t('criteria.description')}
          autosize
          minRows={2}
          {...form.register('description', nullIfBlank)}
          error={form.errorOf('description')}
        />
        <Checkbox
          label={t('criteria.mandatory')}
          description={t('criteria.mandatoryHint')}
          {...form.register('mandatory')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// criterionId: null to create, an id to edit (loaded fresh so that `version` is the latest).
export function CriterionFormModal({
  criterionId,
  opened,
  onClose,
}: {
  criterionId: string | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('styles')
  return (
    <RecordFormModal
      recordId={criterionId}
      opened={opened}
      onClose={onClose}
      title={criterionId ? t('criteria.edit') : t('criteria.create')}
      size="lg"
      detail={styleQueries.criterion}
      listKey={styleQueries.criteria}
    >
      {(criterion, handlers) => <CriterionForm criterion={criterion} {...handlers} />}
    </RecordFormModal>
  )
}
