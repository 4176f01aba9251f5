import { Group, Stack, Text, Title } from '@mantine/core'
import type { QuotationInvite } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'
import { FormNumberInput, FormTextInput } from '../../../ui/form/form-fields.tsx'
import type { ResponseForm } from './response-form.ts'

// The supplier's price, lead time and minimum order quantity for each article asked for.
export function ResponseOfferFields({
  form,
  items,
}: {
  form: ResponseForm
  items: QuotationInvite['items']
}) {
  const { t } = useTranslation('quotations')
  return (
    <Stack gap="sm" data-testid="response-offers">
      <Title order={3} fz="h5">
        {t('invites.items.title')}
      </Title>
      {items.length === 0 && <Text c="dimmed">{t('invites.items.empty')}</Text>}
      {items.map((item, index) => {
        const named = (label: string) => `${label}, ${item.article_code}`
        return (
          <Stack key={item.id} gap={4}>
            <Text size="sm" fw={600}>
              {item.article_code} {item.article_name} · {t('invites.items.quantity')}{' '}
              {formatNumber(item.quantity)}
              {item.target_price &&
                ` · ${t('invites.items.targetPrice')} ${formatNumber(item.target_price, 2)}`}
            </Text>
            <Group align="flex-start" wrap="nowrap">
              <FormTextInput
                form={form}
                name={`offers.${index}.unit_price`}
                label={t('invites.items.unitPrice')}
                aria-label={named(t('invites.items.unitPrice'))}
                decimal
                nullable
                style={{ flex: 1 }}
              />
              <FormNumberInput
                form={form}
                name={`offers.${index}.lead_time_days`}
                label={t('invites.items.leadTime')}
                aria-label={named(t('invites.items.leadTime'))}
                min={0}
                allowDecimal={false}
                style={{ flex: 1 }}
              />
              <FormTextInput
                form={form}
                name={`offers.${index}.moq`}
                label={t('invites.items.moq')}
                aria-label={named(t('invites.items.moq'))}
                decimal
                nullable
                style={{ flex: 1 }}
              />
              <FormTextInput
                form={form}
                name={`offers.${index}.note`}
                label={t('invites.items.offerNote')}
                aria-label={named(t('invites.items.offerNote'))}
                nullable
                style={{ flex: 2 }}
              />
            </Group>
          </Stack>
        )
      })}
    </Stack>
  )
}
