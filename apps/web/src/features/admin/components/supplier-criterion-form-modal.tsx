import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { reviewFrequencies, type SupplierCriterion, UpdateSupplierCriterionBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { FormNumberInput, FormSelect, FormSwitch } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { RecordFormModal } from '../../../ui/form/record-form-modal.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { adminQueries } from '../api/admin-queries.ts'
import {
  useCreateSupplierCriterion,
  useUpdateSupplierCriterion,
} from '../api/supplier-criterion-mutations.ts'

function CriterionForm({
  criterion,
  onDone,
  onConflict,
}: {
  criterion: SupplierCriterion | null
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('admin')
  const create = useCreateSupplierCriterion()
  const update = useUpdateSupplierCriterion()
  const form = useContractForm(UpdateSupplierCriterionBody, {
    name: criterion?.name ?? '',
    mandatory: criterion?.mandatory ?? false,
    preferred_value: criterion?.preferred_value ?? null,
    review_period_months: criterion?.review_period_months ?? null,
    review_frequency: criterion?.review_frequency ?? null,
    next_review: criterion?.next_review ?? null,
    turnover_percent_alert: criterion?.turnover_percent_alert ?? null,
    version: criterion?.version ?? 0,
  })
  const done = () => {
    notifications.show({ color: 'green', message: t('criteria.saved') })
    onDone()
  }
  // The saved record reloads before the save settles and its new version renders a new form in place
  // of this one: mutate()'s own callbacks would be dropped with it, the promise's are not.
  const submit = form.handleSubmit(({ version, ...body }) => {
    const onError = (error: unknown) => handleSaveError(error, form.applyServerErrors, onConflict)
    if (criterion)
      void update.mutateAsync({ id: criterion.id, body: { ...body, version } }).then(done, onError)
    else void create.mutateAsync(body).then(done, form.applyServerErrors)
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
        <FormSwitch
          form={form}
          name="mandatory"
          label={t('criteria.mandatory')}
          description={t('criteria.mandatoryHint')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('criteria.preferredValue')}
            {...form.register('preferred_value', nullIfBlank)}
            error={form.errorOf('preferred_value')}
          />
          <FormSelect
            form={form}
            name="review_frequency"
            label={t('criteria.reviewFrequency')}
            clearable
            data={reviewFrequencies.map((value) => ({
              value,
              label: t(`criteria.frequencies.${value}`),
            }))}
          />
          <FormNumberInput
            form={form}
            name="review_period_months"
            label={t('criteria.reviewPeriod')}
            allowDecimal={false}
          />
          <TextInput
            label={t('criteria.nextReview')}
            type="date"
            {...form.register('next_review', nullIfBlank)}
            error={form.errorOf('next_review')}
          />
          <TextInput
            label={t('criteria.turnoverAlert')}
            inputMode="decimal"
            {...form.register('turnover_percent_alert', decimalInput(null))}
            error={form.errorOf('turnover_percent_alert')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="save-criterion">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// criterionId: null to create, an id to edit (loaded fresh so that `version` is the latest).
export function SupplierCriterionFormModal({
  criterionId,
  opened,
  onClose,
}: {
  criterionId: string | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <RecordFormModal
      recordId={criterionId}
      opened={opened}
      onClose={onClose}
      title={criterionId ? t('criteria.edit') : t('criteria.create')}
      size="lg"
      detail={adminQueries.supplierCriteria.detail}
      listKey={adminQueries.supplierCriteria.all}
    >
      {(criterion, handlers) => <CriterionForm criterion={criterion} {...handlers} />}
    </RecordFormModal>
  )
}
