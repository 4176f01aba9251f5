import { masterDataKinds } from '@scm/contracts'
import { companySettingsTabs } from './company-settings-tabs.tsx'

export interface AdminArea {
  key: string
  to: string
  // Other routes that belong to the area (the company settings tabs).
  also?: readonly string[]
}

// The admin side navigation, in groups; labels are `nav.<key>` and `nav.groups.<group>`.
export const adminAreaGroups: Array<{ key: string; areas: AdminArea[] }> = [
  {
    key: 'access',
    areas: [
      { key: 'users', to: '/admin/users' },
      { key: 'roles', to: '/admin/roles' },
      { key: 'userGroups', to: '/admin/user-groups' },
    ],
  },
  {
    key: 'company',
    areas: [
      { key: 'settings', to: '/admin/settings', also: companySettingsTabs.map((tab) => tab.to) },
      { key: 'buyingEntities', to: '/admin/buying-entities' },
      { key: 'warehouses', to: '/admin/warehouses' },
      { key: 'exchangeRates', to: '/admin/exchange-rates' },
      { key: 'etaRules', to: '/admin/eta-rules' },
      { key: 'recipientFreight', to: '/admin/recipient-freight' },
      { key: 'incotermRules', to: '/admin/incoterm-rules' },
      { key: 'authorizationRules', to: '/admin/authorization-rules' },
      { key: 'exportSettings', to: '/admin/export-settings' },
      { key: 'supplierCriteria', to: '/admin/supplier-criteria' },
      { key: 'productionWorkflows', to: '/admin/production-workflows' },
    ],
  },
  { key: 'masterData', areas: masterDataKinds.map((kind) => ({ key: kind, to: `/admin/${kind}` })) },
  {
    key: 'logs',
    areas: [
      { key: 'audits', to: '/admin/audits' },
      { key: 'outbox', to: '/admin/outbox' },
    ],
  },
]

export const adminAreas: AdminArea[] = adminAreaGroups.flatMap((group) => group.areas)

export const isAreaActive = (area: AdminArea, pathname: string) =>
  [area.to, ...(area.also ?? [])].some((to) => pathname === to || pathname.startsWith(`${to}/`))
