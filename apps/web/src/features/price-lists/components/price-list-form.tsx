import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { currencies, type PriceList, UpdatePriceListBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import {
  FormDateInput,
  FormParamSelect,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'

export type PriceListValues = Omit<UpdatePriceListBody, 'version'> & { version: number }
const today = () => new Date().toISOString().slice(0, 10)

// The list header (spec §3 Price list). Saving a new discount type zeroes every discount, so the
// user confirms that first.
export function PriceListForm({
  list,
  saving,
  onSave,
  onCancel,
}: {
  list: PriceList | null
  saving: boolean
  onSave: (values: PriceListValues, applyServerErrors: (error: unknown) => void) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('price-lists')
  const confirm = useConfirm()
  const form = useContractForm(UpdatePriceListBody, {
    name: list?.name ?? '',
    description: list?.description ?? null,
    active: list?.active ?? true,
    currency: list?.currency ?? 'EUR',
    valid_from: list?.valid_from ?? today(),
    valid_to: list?.valid_to ?? null,
    counterparty_company_id: list?.counterparty_company_id ?? null,
    is_default: list?.is_default ?? false,
    is_internal: list?.is_internal ?? false,
    discount_type: list?.discount_type ?? 'percentage',
    version: list?.version ?? 0,
  })
  const submit = form.handleSubmit(async (values) => {
    const resets = list && list.line_count > 0 && values.discount_type !== list.discount_type
    if (
      resets &&
      !(await confirm({
        title: t('form.discountResetTitle'),
        message: t('form.discountResetMessage', { count: list.line_count }),
        confirmLabel: t('form.discountResetConfirm'),
        danger: true,
      }))
    )
      return
    onSave(values as PriceListValues, form.applyServerErrors)
  })
  const switchField = (name: 'active' | 'is_default' | 'is_internal', label: string, hint: string) => (
    <FormSwitch form={form} name={name} label={label} description={hint} />
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormTextInput form={form} name="name" label={t('fields.name')} required data-autofocus />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormParamSelect
            form={form}
            name="counterparty_company_id"
            param="trading-partners"
            label={t('fields.counterparty')}
            description={t('form.counterpartyHint')}
          />
          <FormSelect
            form={form}
            name="currency"
            label={t('fields.currency')}
            required
            searchable
            data={[...currencies]}
          />
          <FormDateInput form={form} name="valid_from" label={t('fields.validFrom')} required />
          <FormDateInput form={form} name="valid_to" label={t('fields.validTo')} />
          <FormSelect
            form={form}
            name="discount_type"
            label={t('fields.discountType')}
            data={[
              { value: 'percentage', label: t('discountType.percentage') },
              { value: 'value', label: t('discountType.value') },
            ]}
            allowDeselect={false}
            data-testid="discount-type"
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          {...form.register('description', nullIfBlank)}
          error={form.errorOf('description')}
        />
        {switchField('is_default', t('fields.isDefault'), t('form.defaultHint'))}
        {switchField('is_internal', t('fields.isInternal'), t('form.internalHint'))}
        {switchField('active', t('fields.active'), t('form.activeHint'))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
