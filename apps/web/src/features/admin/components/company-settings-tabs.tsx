import { Tabs } from '@mantine/core'
import { routePermissions } from '@scm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { PageHeader } from '../../../ui/page-header.tsx'

// The company settings tabs of spec §2.10; each tab is its own admin route, so a link opens it directly.
export const companySettingsTabs = [
  { key: 'settings', to: '/admin/settings' },
  { key: 'contacts', to: '/admin/contacts' },
  { key: 'addresses', to: '/admin/addresses' },
  { key: 'paymentTerms', to: '/admin/payment-terms' },
  { key: 'tags', to: '/admin/tags' },
  { key: 'platformSettings', to: '/admin/platform-settings' },
  { key: 'vats', to: '/admin/vats' },
  { key: 'milestoneTypes', to: '/admin/milestone-types' },
] as const
export type CompanySettingsTab = (typeof companySettingsTabs)[number]['key']

export function CompanySettingsTabs({
  active,
  children,
}: {
  active: CompanySettingsTab
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const tabs = companySettingsTabs.filter((tab) => hasPermission(user, routePermissions[tab.to]))
  const activeTab = tabs.find((tab) => tab.key === active)
  return (
    <>
      <PageHeader title={t('nav.settings')} description={t(`${active}.description`)} />
      <Tabs
        value={activeTab?.to}
        onChange={(to) => to && navigate(to)}
        keepMounted={false}
        aria-label={t('nav.settings')}
      >
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.to} data-testid={`tab-${tab.key}`}>
              {t(`${tab.key}.tab`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.to}>
            {tab.key === active && children}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  )
}
