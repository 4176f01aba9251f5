import { Button, Group, Modal, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { DateInput, DatesProvider } from '@mantine/dates'
// The date pickers' styles load with the screens that show one, not with the first page.
import '@mantine/dates/styles.css'
import { notifications } from '@mantine/notifications'
import {
  certificateStatuses,
  currencies,
  type OrderCertificate,
  orderCertificateAttachments,
  UpdateOrderCertificateBody,
} from '@scm/contracts'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Attachments } from '../../../../ui/attachments/attachments.tsx'
import { ConflictAlert } from '../../../../ui/form/conflict-alert.tsx'
import { decimalInput } from '../../../../ui/form/decimal-input.ts'
import { FormParamSelect, FormSelect } from '../../../../ui/form/form-fields.tsx'
import { handleSaveError } from '../../../../ui/form/save-error.ts'
import { useContractForm } from '../../../../ui/form/use-contract-form.ts'
import { useCreateCertificate, useUpdateCertificate } from '../api/certificate-queries.ts'

type Target = { orderId: string; certificate: OrderCertificate | null }

// Adding or editing a certificate of an order (spec §3 Certificate). A stale edit (409) says so and
// closes, so the list shows the current values to edit again. A saved certificate carries its documents.
export function CertificateFormModal({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const { t } = useTranslation('orders')
  const [conflict, setConflict] = useState(false)
  const close = () => {
    setConflict(false)
    onClose()
  }
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={target?.certificate ? t('certificates.edit') : t('certificates.add')}
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <ConflictAlert show={conflict} />
      {target && !conflict && (
        <CertificateForm target={target} onDone={close} onConflict={() => setConflict(true)} />
      )}
      {target?.certificate && (
        <Stack gap="xs" mt="lg">
          <Title order={3} fz="h5">
            {t('certificates.files')}
          </Title>
          <Attachments type={orderCertificateAttachments} entityId={target.certificate.id} canEdit />
        </Stack>
      )}
    </Modal>
  )
}

function CertificateForm(props: { target: Target; onDone: () => void; onConflict: () => void }) {
  const { t, i18n } = useTranslation('orders')
  const create = useCreateCertificate()
  const update = useUpdateCertificate()
  const { orderId, certificate: c } = props.target
  const form = useContractForm(UpdateOrderCertificateBody, {
    type_id: c?.type_id ?? '',
    due_date: c?.due_date ?? null,
    valid_to: c?.valid_to ?? null,
    cost: c?.cost ?? null,
    currency: c?.currency ?? null,
    result: c?.result ?? null,
    status: c?.status ?? 'pending',
    version: c?.version ?? 0,
  })
  const done = () => {
    notifications.show({ color: 'green', message: t('certificates.saved') })
    props.onDone()
  }
  // The saved record reloads before the save settles and its new version renders a new form in place
  // of this one: mutate()'s own callbacks would be dropped with it, the promise's are not.
  const submit = form.handleSubmit(({ version, ...body }) => {
    const onError = (error: unknown) => handleSaveError(error, form.applyServerErrors, props.onConflict)
    if (c) void update.mutateAsync({ orderId, id: c.id, body: { ...body, version } }).then(done, onError)
    else void create.mutateAsync({ orderId, body }).then(done, onError)
  })
  const labelOf = (name: 'type' | 'currency' | 'status') => t(`certificates.fields.${name}`)
  const date = (name: 'due_date' | 'valid_to', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => (
        <DateInput
          label={label}
          valueFormat="YYYY-MM-DD"
          clearable
          clearButtonProps={{ 'aria-label': t('app:list.clearField', { label }) }}
          value={input.value ?? null}
          onChange={(value) => input.onChange(value || null)}
          error={form.errorOf(name)}
        />
      )}
    />
  )
  return (
    <form onSubmit={submit} noValidate>
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
        <Stack>
          <FormParamSelect
            form={form}
            name="type_id"
            param="certificate-types"
            required
            data-autofocus
            label={labelOf('type')}
          />
          <SimpleGrid cols={2}>
            {date('due_date', t('certificates.fields.dueDate'))}
            {date('valid_to', t('certificates.fields.validTo'))}
            <TextInput
              label={t('certificates.fields.cost')}
              inputMode="decimal"
              {...form.register('cost', decimalInput(null))}
              error={form.errorOf('cost')}
            />
            <FormSelect
              form={form}
              name="currency"
              searchable
              clearable
              data={[...currencies]}
              label={labelOf('currency')}
            />
          </SimpleGrid>
          <FormSelect
            form={form}
            name="status"
            required
            data={certificateStatuses.map((value) => ({
              value,
              label: t(`certificates.status.${value}`),
            }))}
            allowDeselect={false}
            label={labelOf('status')}
          />
          <TextInput
            label={t('certificates.fields.result')}
            {...form.register('result', { setValueAs: (value: string) => (value === '' ? null : value) })}
            error={form.errorOf('result')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onDone}>
              {t('app:cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || update.isPending}
              data-testid="certificate-save"
            >
              {t('app:save')}
            </Button>
          </Group>
        </Stack>
      </DatesProvider>
    </form>
  )
}
