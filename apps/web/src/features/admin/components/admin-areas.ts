// The admin areas built so far, in the order of the side navigation.
export const adminAreas = [
  { key: 'users', to: '/admin/users' },
  { key: 'roles', to: '/admin/roles' },
  { key: 'userGroups', to: '/admin/user-groups' },
  { key: 'outbox', to: '/admin/outbox' },
  { key: 'settings', to: '/admin/settings' },
  { key: 'supplierCriteria', to: '/admin/supplier-criteria' },
] as const
