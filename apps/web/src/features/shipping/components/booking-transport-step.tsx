import { SimpleGrid, Stack } from '@mantine/core'
import { incoterms } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import {
  FormDateInput,
  FormParamSelect,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'
import type { BookingForm } from './booking-form.ts'

const grid = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'md' } as const

// Spec §2.10 transport details. What is left empty the server proposes from the incoterm rules and the
// recipient freight of the company (decision 0058).
export function BookingTransportStep({ form }: { form: BookingForm }) {
  const { t } = useTranslation('shipping')
  const proposed = t('form.proposedHint')
  return (
    <Stack gap="lg">
      <SimpleGrid {...grid}>
        <FormDateInput form={form} name="pickup_date" label={t('fields.pickupDate')} description={proposed} />
        <FormDateInput
          form={form}
          name="delivery_date"
          label={t('fields.deliveryDate')}
          description={proposed}
        />
        <FormParamSelect
          form={form}
          name="freight_mode_id"
          param="freight-modes"
          label={t('fields.freightMode')}
          description={proposed}
          clearable
        />
        <FormSelect
          form={form}
          name="incoterm"
          label={t('fields.incoterm')}
          description={proposed}
          data={incoterms.map((value) => ({ value, label: value }))}
          clearable
        />
        <FormTextInput form={form} name="named_place" label={t('fields.namedPlace')} nullable />
        <FormParamSelect
          form={form}
          name="forwarder_id"
          param="forwarders"
          label={t('fields.forwarder')}
          clearable
        />
        <FormTextInput
          form={form}
          name="forwarder_reference"
          label={t('fields.forwarderReference')}
          nullable
        />
        <FormTextInput form={form} name="shipment_reference" label={t('fields.shipmentReference')} nullable />
        <FormTextInput form={form} name="tracking_link" label={t('fields.trackingLink')} nullable />
        <FormDateInput form={form} name="cut_off_date" label={t('fields.cutOffDate')} />
        <FormDateInput form={form} name="last_mile_eta" label={t('fields.lastMileEta')} />
        <FormSwitch form={form} name="dangerous_goods" label={t('fields.dangerousGoods')} />
      </SimpleGrid>
      <FormTextInput form={form} name="goods_description" label={t('fields.goodsDescription')} nullable />
      <FormTextInput form={form} name="instructions" label={t('fields.instructions')} nullable />
    </Stack>
  )
}
