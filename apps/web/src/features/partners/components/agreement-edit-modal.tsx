import { Button, Group, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Agreement, UpdateAgreementBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { FormSelect } from '../../../ui/form/form-fields.tsx'
import { RecordModal } from '../../../ui/form/record-form-modal.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUpdateAgreement } from '../api/partner-mutations.ts'
import { AgreementFields } from './agreement-fields.tsx'
import { anyForm } from './spec-field.tsx'

function AgreementForm({
  agreement,
  onDone,
  onConflict,
}: {
  agreement: Agreement
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('partners')
  const update = useUpdateAgreement(agreement.role)
  const form = useContractForm(UpdateAgreementBody, {
    name: agreement.name,
    email: agreement.email,
    country: agreement.country,
    internal_id: agreement.internal_id,
    org_number: agreement.org_number,
    vat_number: agreement.vat_number,
    credit_rating: agreement.credit_rating,
    turnover: agreement.turnover,
    currency: agreement.currency as UpdateAgreementBody['currency'],
    external_system_id: agreement.external_system_id,
    edi_code: agreement.edi_code,
    category_ids: agreement.category_ids,
    tag_ids: agreement.tag_ids,
    status: agreement.status,
    block_reason: agreement.block_reason,
    version: agreement.version,
  })
  const status = form.watch('status')
  // Manual unblock is reached with its own action; here it can only be kept or left.
  const statuses = [
    'active',
    'inactive',
    'blocked',
    ...(agreement.status === 'manual_unblock' ? ['manual_unblock'] : []),
  ]
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: agreement.id, body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('agreement.saved') })
          onDone()
        },
        onError: (error) => {
          if (isConflict(error)) return onConflict()
          presentError(error)
          form.applyServerErrors(error)
        },
      },
    ),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <AgreementFields
          form={anyForm(form)}
          role={agreement.role}
          tags={agreement.tags}
          external={!agreement.counterparty_company_id}
        />
        <FormSelect
          form={form}
          name="status"
          label={t('fields.status')}
          data={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          allowDeselect={false}
        />
        {status === 'blocked' && agreement.block_source !== 'criteria' && (
          <Textarea
            label={t('fields.block_reason')}
            required
            autosize
            minRows={2}
            {...form.register('block_reason', {
              setValueAs: (value: string | null) => (value?.trim() ? value : null),
            })}
            error={form.errorOf('block_reason')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="save-agreement">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// Edits the company's own agreement with a counterparty (edit.agreement); the card's data is current.
export function AgreementEditModal({
  agreement,
  opened,
  onClose,
}: {
  agreement: Agreement
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('partners')
  return (
    <RecordModal record={agreement} opened={opened} onClose={onClose} title={t('agreement.edit')} size="lg">
      {(record, handlers) => record && <AgreementForm agreement={record} {...handlers} />}
    </RecordModal>
  )
}
