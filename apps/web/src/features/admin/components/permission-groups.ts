import type { Permission } from '@scm/contracts'

// The domain permissions of the contract catalogue, grouped by the area of the product they open.
// Admin areas are not listed: they come with the company admin role type.
export const permissionGroups: { key: string; permissions: Permission[] }[] = [
  { key: 'projects', permissions: ['list.projects', 'create.project', 'list.forecasts', 'create.forecast'] },
  {
    key: 'orders',
    permissions: [
      'list.orders',
      'create.order',
      'list.quotations',
      'create.quotation',
      'list.quotation.invites',
      'manage.sales.orders',
      'manage.production.orders',
      'production.workflow',
      'manage.price.margins',
      'manage.order.certificates',
      'bc.workflow.comments',
      'view.eta.schedule',
    ],
  },
  {
    key: 'articles',
    permissions: [
      'list.products',
      'list.box.types',
      'list.packing.instructions',
      'list.price.lists',
      'create.price.list',
      'list.rules',
      'manage.retail.parameters',
      'manage.faq',
    ],
  },
  {
    key: 'partners',
    permissions: ['list.suppliers', 'list.clients', 'edit.agreement', 'manage.supplier.limitations'],
  },
  {
    key: 'inventory',
    permissions: [
      'manage.inventory',
      'view.inv.stockcounts',
      'manage.inv.stockcounts',
      'view.inv.transactions',
      'manage.inv.transactions',
    ],
  },
  { key: 'insights', permissions: ['list.reports', 'view.queue.logs'] },
  {
    key: 'shipping',
    permissions: ['list.bookings', 'create.booking', 'create.shipment', 'manage.delivery.drop.codes'],
  },
]

// i18next reads dots as nesting: permission labels are keyed with underscores.
export const permissionLabelKey = (permission: string) => `permissions.${permission.replaceAll('.', '_')}`
