import { currencies, platformSettingsEndpoints, UpdatePlatformSettingsBody } from '@scm/contracts'
import { CompanySettingsTabs } from '../components/company-settings-tabs.tsx'
import { SettingsRecord } from '../components/settings-record.tsx'

export function PlatformSettingsPage() {
  return (
    <CompanySettingsTabs active="platformSettings">
      <SettingsRecord
        prefix="platformSettings"
        endpoints={platformSettingsEndpoints}
        queryKey={['admin', 'platform-settings']}
        schema={UpdatePlatformSettingsBody}
        fields={[
          { name: 'etd_tolerance_days', kind: 'integer', required: true, description: true },
          { name: 'eta_tolerance_days', kind: 'integer', required: true, description: true },
          { name: 'qty_tolerance_percent', kind: 'decimal', required: true, description: true },
          { name: 'price_tolerance_percent', kind: 'decimal', required: true, description: true },
          {
            name: 'default_currency',
            kind: 'select',
            options: currencies,
            optionLabel: (code) => code,
            required: true,
          },
          { name: 'default_payment_term_id', kind: 'param', param: 'payment-terms', description: true },
          { name: 'counterparties_see_order_tags', kind: 'switch', description: true },
          { name: 'allow_negative_stock', kind: 'switch', description: true },
        ]}
      />
    </CompanySettingsTabs>
  )
}
