import { domainPermissions, type Permission, roleTypes } from '@scm/contracts'

const purchaser: Permission[] = [
  'list.projects',
  'create.project',
  'list.forecasts',
  'create.forecast',
  'create.order',
  'list.orders',
  'list.quotations',
  'create.quotation',
  'list.products',
  'list.box.types',
  'list.packing.instructions',
  'list.price.lists',
  'list.rules',
  'list.suppliers',
  'list.reports',
  'list.bookings',
  'view.eta.schedule',
]

const supplierUser: Permission[] = [
  'list.orders',
  'list.quotation.invites',
  'list.products',
  'list.box.types',
  'list.packing.instructions',
  'list.price.lists',
  'list.clients',
  'list.bookings',
  'create.booking',
  'create.shipment',
  'manage.production.orders',
  'list.reports',
]

// The roles every new company starts with; admins edit them under /admin/roles.
export function defaultRoles(companyType: 'client' | 'supplier' | 'both') {
  const standard =
    companyType === 'client'
      ? [{ name: 'Purchaser', permissions: purchaser }]
      : companyType === 'supplier'
        ? [{ name: 'Supplier user', permissions: supplierUser }]
        : [
            { name: 'Purchaser', permissions: purchaser },
            { name: 'Supplier user', permissions: supplierUser },
          ]
  return [
    {
      name: 'Company admin',
      roleType: roleTypes.companyAdmin,
      permissions: [...domainPermissions] as Permission[],
    },
    ...standard.map((role) => ({ ...role, roleType: roleTypes.user })),
  ]
}
