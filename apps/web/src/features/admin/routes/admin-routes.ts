import type { RouteObject } from 'react-router'

// Each admin area is its own chunk; the layout adds the admin side navigation.
export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../components/admin-layout.tsx')).AdminLayout }),
    children: [
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('./admin-index-page.tsx')).AdminIndexPage }),
      },
      {
        path: '/admin/users',
        lazy: async () => ({ Component: (await import('./users-page.tsx')).UsersPage }),
      },
      {
        path: '/admin/roles',
        lazy: async () => ({ Component: (await import('./roles-page.tsx')).RolesPage }),
      },
      {
        path: '/admin/user-groups',
        lazy: async () => ({ Component: (await import('./user-groups-page.tsx')).UserGroupsPage }),
      },
      {
        path: '/admin/outbox',
        lazy: async () => ({ Component: (await import('./outbox-page.tsx')).OutboxPage }),
      },
      {
        path: '/admin/settings',
        lazy: async () => ({ Component: (await import('./settings-page.tsx')).SettingsPage }),
      },
      {
        path: '/admin/supplier-criteria',
        lazy: async () => ({
          Component: (await import('./supplier-criteria-page.tsx')).SupplierCriteriaPage,
        }),
      },
    ],
  },
]
