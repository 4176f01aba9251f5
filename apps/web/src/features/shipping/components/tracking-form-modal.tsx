import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Booking, BookingTrackingBody } from '@scm/contracts'
import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormDateInput, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { RecordModal } from '../../../ui/form/record-form-modal.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

export type Tracked = Pick<
  Booking,
  | 'id'
  | 'number'
  | 'version'
  | 'pickup_date'
  | 'delivery_date'
  | 'last_mile_eta'
  | 'forwarder_reference'
  | 'shipment_reference'
  | 'tracking_link'
>

type Save = UseMutationResult<unknown, Error, BookingTrackingBody>

function TrackingForm({
  booking,
  save,
  onDone,
  onConflict,
}: {
  booking: Tracked
  save: Save
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('shipping')
  const form = useContractForm(BookingTrackingBody, {
    pickup_date: booking.pickup_date,
    delivery_date: booking.delivery_date,
    last_mile_eta: booking.last_mile_eta,
    forwarder_reference: booking.forwarder_reference,
    shipment_reference: booking.shipment_reference,
    tracking_link: booking.tracking_link,
    version: booking.version,
  })
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('tracking.saved', { number: booking.number }) })
        onDone()
      },
      onError: (error) => handleSaveError(error, form.applyServerErrors, onConflict),
    }),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateInput form={form} name="pickup_date" label={t('fields.pickupDate')} />
          <FormDateInput form={form} name="delivery_date" label={t('fields.deliveryDate')} />
          <FormDateInput form={form} name="last_mile_eta" label={t('fields.lastMileEta')} />
          <FormTextInput
            form={form}
            name="forwarder_reference"
            nullable
            label={t('fields.forwarderReference')}
          />
          <FormTextInput
            form={form}
            name="shipment_reference"
            nullable
            label={t('fields.shipmentReference')}
          />
          <FormTextInput
            form={form}
            name="tracking_link"
            nullable
            type="url"
            label={t('fields.trackingLink')}
            placeholder="https://"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-tracking">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// Dates and track and trace past the draft (decision 0061): the buyer on its booking page and the
// guest on theirs edit the same fields; a colleague's save in between shows the conflict alert.
export function TrackingFormModal({
  opened,
  booking,
  save,
  listKey,
  onClose,
}: {
  opened: boolean
  booking: Tracked
  save: Save
  listKey: readonly unknown[]
  onClose: () => void
}) {
  const { t } = useTranslation('shipping')
  return (
    <RecordModal
      opened={opened}
      onClose={onClose}
      title={t('tracking.editTitle', { number: booking.number })}
      record={booking}
      listKey={listKey}
      size="lg"
    >
      {(record, { onDone, onConflict }) =>
        record && <TrackingForm booking={record} save={save} onDone={onDone} onConflict={onConflict} />
      }
    </RecordModal>
  )
}
