import { SimpleGrid, Stack, Title } from '@mantine/core'
import { currencies, incoterms } from '@scm/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { EtaField } from './eta-field.tsx'
import type { OrderForm } from './order-form.ts'
import { OrderDate, OrderParam, OrderSelect, OrderText, OrderTextarea } from './order-inputs.tsx'
import { OrderInternalFields } from './order-internal-fields.tsx'
import { useDraftDefaults } from './use-draft-defaults.ts'

const grid = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'md' } as const

// Spec §2.10 order header: who the order is for, on which terms, and the order's route and dates.
export function OrderHeaderStep({ form, isNew }: { form: OrderForm; isNew: boolean }) {
  const { t } = useTranslation('orders')
  useDraftDefaults(form, isNew)
  const [shipFrom, shipTo, incoterm, freightMode] = useWatch({
    control: form.control,
    name: ['ship_from_address_id', 'ship_to_address_id', 'incoterm', 'freight_mode_id'],
  })
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
  return (
    <Stack gap="lg">
      <SimpleGrid {...grid}>
        <OrderParam
          form={form}
          name="supplier_company_id"
          param="trading-partners"
          label={t('fields.supplier')}
          required
        />
        <OrderText form={form} name="buyer_reference" label={t('fields.buyerReference')} />
        <OrderSelect
          form={form}
          name="currency"
          label={t('fields.currency')}
          options={options(currencies)}
          required
        />
        <OrderParam
          form={form}
          name="payment_term_id"
          param="payment-terms"
          label={t('fields.paymentTerm')}
        />
        <OrderText form={form} name="discount_percent" decimal label={t('fields.discountPercent')} />
        <OrderSelect form={form} name="incoterm" label={t('fields.incoterm')} options={options(incoterms)} />
      </SimpleGrid>
      <Title order={2} fz="h4">
        {t('wizard.route')}
      </Title>
      <SimpleGrid {...grid}>
        <OrderParam form={form} name="ship_from_address_id" param="addresses" label={t('fields.shipFrom')} />
        <OrderParam form={form} name="ship_to_address_id" param="addresses" label={t('fields.shipTo')} />
        <OrderParam
          form={form}
          name="freight_mode_id"
          param="freight-modes"
          label={t('fields.freightMode')}
        />
        <OrderDate form={form} name="etd" label={t('fields.etd')} />
        <EtaField
          form={form}
          etd="etd"
          eta="eta"
          label={t('fields.eta')}
          route={{
            ship_from_address_id: shipFrom ?? null,
            ship_to_address_id: shipTo ?? null,
            ship_to_warehouse_id: null,
            incoterm: incoterm ?? null,
            freight_mode_id: freightMode ?? null,
          }}
        />
      </SimpleGrid>
      <OrderTextarea form={form} name="notes" label={t('fields.notes')} description={t('wizard.notesHint')} />
      <Title order={2} fz="h4">
        {t('wizard.internal')}
      </Title>
      <OrderInternalFields form={form} />
    </Stack>
  )
}
