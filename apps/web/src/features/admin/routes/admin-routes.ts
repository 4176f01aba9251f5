import { masterDataKinds } from '@scm/contracts'
import { type ComponentType, createElement } from 'react'
import type { RouteObject } from 'react-router'

// Each admin area is its own chunk; the layout adds the admin side navigation.
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
})

export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../components/admin-layout.tsx')).AdminLayout }),
    children: [
      page('/admin', async () => (await import('./admin-index-page.tsx')).AdminIndexPage),
      page('/admin/users', async () => (await import('./users-page.tsx')).UsersPage),
      page('/admin/roles', async () => (await import('./roles-page.tsx')).RolesPage),
      page('/admin/user-groups', async () => (await import('./user-groups-page.tsx')).UserGroupsPage),
      page('/admin/outbox', async () => (await import('./outbox-page.tsx')).OutboxPage),
      page(
        '/admin/supplier-criteria',
        async () => (await import('./supplier-criteria-page.tsx')).SupplierCriteriaPage,
      ),
      page('/admin/settings', async () => (await import('./settings-page.tsx')).SettingsPage),
      page('/admin/contacts', async () => (await import('./contacts-page.tsx')).ContactsPage),
      page('/admin/addresses', async () => (await import('./addresses-page.tsx')).AddressesPage),
      page('/admin/payment-terms', async () => (await import('./payment-terms-page.tsx')).PaymentTermsPage),
      page('/admin/tags', async () => (await import('./tags-page.tsx')).TagsPage),
      page(
        '/admin/platform-settings',
        async () => (await import('./platform-settings-page.tsx')).PlatformSettingsPage,
      ),
      page('/admin/vats', async () => (await import('./vats-page.tsx')).VatsPage),
      page(
        '/admin/milestone-types',
        async () => (await import('./milestone-types-page.tsx')).MilestoneTypesPage,
      ),
      page(
        '/admin/production-workflows',
        async () => (await import('./production-workflows-page.tsx')).ProductionWorkflowsPage,
      ),
      page(
        '/admin/production-workflows/create',
        async () => (await import('./production-workflow-page.tsx')).ProductionWorkflowPage,
      ),
      page(
        '/admin/production-workflows/:id',
        async () => (await import('./production-workflow-page.tsx')).ProductionWorkflowPage,
      ),
      page(
        '/admin/buying-entities',
        async () => (await import('./buying-entities-page.tsx')).BuyingEntitiesPage,
      ),
      page('/admin/warehouses', async () => (await import('./warehouses-page.tsx')).WarehousesPage),
      page(
        '/admin/exchange-rates',
        async () => (await import('./exchange-rates-page.tsx')).ExchangeRatesPage,
      ),
      page('/admin/eta-rules', async () => (await import('./eta-rules-page.tsx')).EtaRulesPage),
      page(
        '/admin/recipient-freight',
        async () => (await import('./recipient-freight-page.tsx')).RecipientFreightPage,
      ),
      page(
        '/admin/incoterm-rules',
        async () => (await import('./incoterm-rules-page.tsx')).IncotermRulesPage,
      ),
      page(
        '/admin/authorization-rules',
        async () => (await import('./authorization-rules-page.tsx')).AuthorizationRulesPage,
      ),
      page(
        '/admin/export-settings',
        async () => (await import('./export-settings-page.tsx')).ExportSettingsPage,
      ),
      page('/admin/audits', async () => (await import('./audits-page.tsx')).AuditsPage),
      ...masterDataKinds.map((kind) =>
        page(`/admin/${kind}`, async () => {
          const { MasterDataPage } = await import('./master-data-page.tsx')
          return () => createElement(MasterDataPage, { kind })
        }),
      ),
    ],
  },
]
