import { SimpleGrid, Stack } from '@mantine/core'
import { currencies } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormParamSelect, FormSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'
import type { ForecastForm } from './forecast-form.ts'

// The header: what the forecast is, who is responsible for it, and the currency of its prices.
export function ForecastHeaderFields({ form }: { form: ForecastForm }) {
  const { t } = useTranslation('forecasts')
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormTextInput form={form} name="name" label={t('fields.name')} required />
        <FormParamSelect form={form} name="responsible_id" param="users" label={t('fields.responsible')} />
        <FormSelect
          form={form}
          name="currency"
          label={t('fields.currency')}
          data={[...currencies]}
          searchable
          allowDeselect={false}
          required
        />
      </SimpleGrid>
      <FormTextInput form={form} name="description" label={t('fields.description')} nullable />
    </Stack>
  )
}
