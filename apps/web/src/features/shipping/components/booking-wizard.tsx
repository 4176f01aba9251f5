import { notifications } from '@mantine/notifications'
import type { Booking } from '@scm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { useParams as useParamOptions } from '../../../lib/params/use-params.ts'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { useWizard } from '../../../ui/wizard/use-wizard.ts'
import { validateFields } from '../../../ui/wizard/validate-fields.ts'
import { Wizard } from '../../../ui/wizard/wizard.tsx'
import { WizardSummary } from '../../../ui/wizard/wizard-summary.tsx'
import { useCreateBooking, useCreateShipment, useUpdateBooking } from '../api/booking-mutations.ts'
import { bookingQueries } from '../api/booking-queries.ts'
import { BookingDetailsStep } from './booking-details-step.tsx'
import { detailsFields, useBookingForm } from './booking-form.ts'
import { BookingTransportStep } from './booking-transport-step.tsx'

const transportFields = ['pickup_date', 'delivery_date', 'tracking_link', 'named_place'] as const

// Spec §2.10 booking creation: booking details, transport details, summary; a new draft is created,
// a saved one updated on its version. `shipment` (/bookings/create/shipment): the same steps add a
// shipment whose pickup is arranged, packed from its packing instructions and marked pickup scheduled.
export function BookingWizard({ saved, shipment = false }: { saved: Booking | null; shipment?: boolean }) {
  const { t } = useTranslation('shipping')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useBookingForm(saved)
  const wizard = useWizard(3)
  const create = useCreateBooking()
  const createShipment = useCreateShipment()
  const update = useUpdateBooking()
  const [conflict, setConflict] = useState(false)
  const options = useParamOptions(['trading-partners', 'addresses', 'warehouses'])
  const values = useWatch({ control: form.control })
  const name = (list: 'trading-partners' | 'addresses' | 'warehouses', id: string | null | undefined) =>
    formatText(options.data[list].find((option) => option.id === id)?.name)
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setConflict(true)
      void queryClient.invalidateQueries({ queryKey: bookingQueries.all })
      return
    }
    form.applyServerErrors(error)
    if (!(error instanceof ApiError)) return
    const fields = Object.keys(error.fieldErrors)
    wizard.goTo(fields.some((field) => detailsFields.some((one) => field.startsWith(one))) ? 0 : 1)
  }
  const done = (result: Booking) => {
    queryClient.setQueryData(bookingQueries.detail(result.id).queryKey, result)
    const message = saved ? 'saved' : shipment ? 'shipmentCreated' : 'created'
    notifications.show({ color: 'green', message: t(message, { number: result.number }) })
    navigate(`/bookings/${result.id}`)
  }
  const finish = form.handleSubmit(
    (body) => {
      if (saved)
        update.mutate(
          { id: saved.id, body: { ...body, version: saved.version } },
          { onSuccess: done, onError: refused },
        )
      else (shipment ? createShipment : create).mutate(body, { onSuccess: done, onError: refused })
    },
    () => wizard.goTo(0),
  )
  return (
    <>
      <ConflictAlert show={conflict} />
      <Wizard
        state={wizard}
        steps={[
          {
            key: 'details',
            label: t('wizard.details'),
            content: <BookingDetailsStep form={form} ownNumber={saved?.number} />,
          },
          { key: 'transport', label: t('wizard.transport'), content: <BookingTransportStep form={form} /> },
        ]}
        validateStep={(index) => validateFields(form, index === 0 ? detailsFields : transportFields)}
        summary={(goTo) => (
          <WizardSummary
            goTo={goTo}
            sections={[
              {
                title: t('wizard.details'),
                step: 0,
                items: [
                  {
                    label: t('fields.supplier'),
                    value: name('trading-partners', values.supplier_company_id),
                  },
                  { label: t('fields.deliveries'), value: String(values.delivery_ids?.length ?? 0) },
                  { label: t('fields.shipFrom'), value: name('addresses', values.ship_from_address_id) },
                  {
                    label: t('fields.shipTo'),
                    value: values.ship_to_warehouse_id
                      ? name('warehouses', values.ship_to_warehouse_id)
                      : name('addresses', values.ship_to_address_id),
                  },
                ],
              },
              {
                title: t('wizard.transport'),
                step: 1,
                items: [
                  {
                    label: t('fields.pickupDate'),
                    value: values.pickup_date ? formatDate(values.pickup_date) : t('form.proposed'),
                  },
                  {
                    label: t('fields.deliveryDate'),
                    value: values.delivery_date ? formatDate(values.delivery_date) : t('form.proposed'),
                  },
                  { label: t('fields.incoterm'), value: values.incoterm ?? t('form.proposed') },
                  { label: t('fields.goodsDescription'), value: formatText(values.goods_description) },
                ],
              },
            ]}
          />
        )}
        onFinish={() => void finish()}
        finishLabel={t(saved ? 'wizard.save' : 'wizard.create')}
        finishing={create.isPending || update.isPending}
      />
    </>
  )
}
