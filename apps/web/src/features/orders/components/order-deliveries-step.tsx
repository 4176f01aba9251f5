import { SimpleGrid, Stack } from '@mantine/core'
import type { Order } from '@scm/contracts'
import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DeliveryList } from './delivery-list.tsx'
import { EtaField } from './eta-field.tsx'
import type { OrderForm } from './order-form.ts'
import { OrderDate, OrderParam, OrderText, OrderTextarea } from './order-inputs.tsx'

const grid = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'md' } as const

// Spec §3 Delivery: where and when each delivery goes. An empty ship-to or freight mode falls back to
// the order's for the ETA proposal.
function DeliveryFields({ form, index }: { form: OrderForm; index: number }) {
  const { t } = useTranslation('orders')
  const base = `deliveries.${index}` as const
  const [shipFrom, orderShipTo, incoterm, orderFreight, shipTo, warehouse, freight] = useWatch({
    control: form.control,
    name: [
      'ship_from_address_id',
      'ship_to_address_id',
      'incoterm',
      'freight_mode_id',
      `${base}.ship_to_address_id`,
      `${base}.warehouse_id`,
      `${base}.freight_mode_id`,
    ],
  })
  return (
    <Stack>
      <SimpleGrid {...grid}>
        <OrderParam
          form={form}
          name={`${base}.warehouse_id`}
          param="warehouses"
          label={t('fields.warehouse')}
        />
        <OrderParam
          form={form}
          name={`${base}.ship_to_address_id`}
          param="addresses"
          label={t('fields.shipTo')}
        />
        <OrderParam
          form={form}
          name={`${base}.freight_mode_id`}
          param="freight-modes"
          label={t('fields.freightMode')}
        />
        <OrderParam
          form={form}
          name={`${base}.forwarder_id`}
          param="forwarders"
          label={t('fields.forwarder')}
        />
        <OrderParam form={form} name={`${base}.season_id`} param="seasons" label={t('fields.season')} />
        <OrderParam
          form={form}
          name={`${base}.delivery_drop_code_id`}
          param="delivery-drop-codes"
          label={t('fields.dropCode')}
        />
        <OrderDate form={form} name={`${base}.requested_etd`} label={t('fields.requestedEtd')} />
        <OrderDate form={form} name={`${base}.requested_eta`} label={t('fields.requestedEta')} />
        <OrderText form={form} name={`${base}.reference`} label={t('fields.reference')} />
        <OrderDate form={form} name={`${base}.etd`} label={t('fields.etd')} />
        <EtaField
          form={form}
          etd={`${base}.etd`}
          eta={`${base}.eta`}
          label={t('fields.eta')}
          route={{
            ship_from_address_id: shipFrom ?? null,
            ship_to_address_id: shipTo ?? orderShipTo ?? null,
            ship_to_warehouse_id: warehouse ?? null,
            incoterm: incoterm ?? null,
            freight_mode_id: freight ?? orderFreight ?? null,
          }}
        />
        <OrderParam form={form} name={`${base}.contact_id`} param="contacts" label={t('fields.contact')} />
        <OrderText
          form={form}
          name={`${base}.delivery_notice_phone`}
          type="tel"
          label={t('fields.noticePhone')}
        />
        <OrderText
          form={form}
          name={`${base}.delivery_notice_email`}
          type="email"
          label={t('fields.noticeEmail')}
        />
      </SimpleGrid>
      <OrderTextarea form={form} name={`${base}.delivery_instructions`} label={t('fields.instructions')} />
    </Stack>
  )
}

export function OrderDeliveriesStep({ form, saved }: { form: OrderForm; saved: Order | null }) {
  const deliveries = useMemo(() => new Map(saved?.deliveries.map((d) => [d.id, d]) ?? []), [saved])
  return (
    <DeliveryList
      form={form}
      saved={deliveries}
      content={(index) => <DeliveryFields form={form} index={index} />}
    />
  )
}
