import { domainPermissions, type Locale, type Permission, roleTypes, translate } from '@scm/contracts'

const purchaser: Permission[] = [
  'list.projects',
  'create.project',
  'list.forecasts',
  'create.forecast',
  'create.order',
  'list.orders',
  'list.quotations',
  'create.quotation',
  // The questions a purchaser attaches to a request for quotation.
  'manage.faq',
  'list.products',
  'list.box.types',
  'list.packing.instructions',
  'list.price.lists',
  'list.rules',
  'list.suppliers',
  'list.reports',
  'list.bookings',
  // Purchasers book the transport of their orders' deliveries and mark it on (decision 0057).
  'create.booking',
  'create.shipment',
  'view.eta.schedule',
  // Stock is read by purchasers; counting and moving it is for whom an admin gives it.
  'manage.inventory',
  'view.inv.stockcounts',
  'view.inv.transactions',
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

// The roles every new company starts with, named in the company's language; admins edit them under
// /admin/roles.
export function defaultRoles(companyType: 'client' | 'supplier' | 'both', locale: Locale) {
  const purchaserRole = { name: translate(locale, 'roles.defaultNames.purchaser'), permissions: purchaser }
  const supplierRole = {
    name: translate(locale, 'roles.defaultNames.supplierUser'),
    permissions: supplierUser,
  }
  const standard =
    companyType === 'client'
      ? [purchaserRole]
      : companyType === 'supplier'
        ? [supplierRole]
        : [purchaserRole, supplierRole]
  return [
    {
      name: translate(locale, 'roles.defaultNames.companyAdmin'),
      roleType: roleTypes.companyAdmin,
      permissions: [...domainPermissions] as Permission[],
    },
    ...standard.map((role) => ({ ...role, roleType: roleTypes.user })),
  ]
}
