import { Alert, Anchor, SimpleGrid, Stack, Title } from '@mantine/core'
import { type BookableDelivery, freightPayers } from '@scm/contracts'
import { useController, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormParamSelect, FormSelect } from '../../../ui/form/form-fields.tsx'
import type { BookingForm } from './booking-form.ts'
import { DeliveriesLibrary } from './deliveries-library.tsx'

const grid = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'md' } as const

// Spec §2.10 booking details: the supplier, its deliveries from the library, who pays the freight and
// the route. A chosen delivery fills an empty ship-from and ship-to from its order.
export function BookingDetailsStep({ form, ownNumber }: { form: BookingForm; ownNumber?: string }) {
  const { t } = useTranslation('shipping')
  const supplier = useWatch({ control: form.control, name: 'supplier_company_id' })
  const { field: chosen } = useController({ control: form.control, name: 'delivery_ids' })
  const ids = (chosen.value ?? []) as string[]
  const toggle = (delivery: BookableDelivery, on: boolean) => {
    chosen.onChange(on ? [...ids, delivery.delivery_id] : ids.filter((id) => id !== delivery.delivery_id))
    if (!on) return
    const values = form.getValues()
    if (!values.ship_from_address_id && delivery.ship_from_address_id)
      form.setValue('ship_from_address_id', delivery.ship_from_address_id)
    if (!values.ship_to_address_id && !values.ship_to_warehouse_id) {
      if (delivery.warehouse_id) form.setValue('ship_to_warehouse_id', delivery.warehouse_id)
      else if (delivery.ship_to_address_id) form.setValue('ship_to_address_id', delivery.ship_to_address_id)
    }
  }
  const deliveryError =
    form.errorOf('delivery_ids') ?? ids.map((_, index) => form.errorOf(`delivery_ids.${index}`)).find(Boolean)
  const addressMissing = form.errorOf('ship_from_address_id') ?? form.errorOf('ship_to_address_id')
  return (
    <Stack gap="lg">
      <SimpleGrid {...grid}>
        <FormParamSelect
          form={form}
          name="supplier_company_id"
          param="trading-partners"
          label={t('fields.supplier')}
          required
          data-testid="booking-supplier"
        />
        <FormSelect
          form={form}
          name="freight_payer"
          label={t('fields.freightPayer')}
          description={t('form.proposedHint')}
          data={freightPayers.map((payer) => ({ value: payer, label: t(`freightPayer.${payer}`) }))}
          clearable
        />
      </SimpleGrid>
      <Title order={2} fz="h4">
        {t('library.title')}
      </Title>
      <DeliveriesLibrary
        supplierId={supplier}
        chosen={ids}
        onToggle={toggle}
        error={deliveryError}
        ownNumber={ownNumber}
      />
      <Title order={2} fz="h4">
        {t('form.route')}
      </Title>
      <SimpleGrid {...grid}>
        <FormParamSelect
          form={form}
          name="ship_from_address_id"
          param="addresses"
          label={t('fields.shipFrom')}
          clearable
          data-testid="booking-ship-from"
        />
        <FormParamSelect
          form={form}
          name="ship_to_warehouse_id"
          param="warehouses"
          label={t('fields.shipToWarehouse')}
          clearable
        />
        <FormParamSelect
          form={form}
          name="ship_to_address_id"
          param="addresses"
          label={t('fields.shipToAddress')}
          clearable
        />
      </SimpleGrid>
      {addressMissing && (
        <Alert color="red" data-testid="address-missing">
          {t('form.addressMissing')}{' '}
          <Anchor component={Link} to="/admin/addresses">
            {t('form.fixAddresses')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  )
}
