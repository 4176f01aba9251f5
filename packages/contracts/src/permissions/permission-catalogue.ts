import { z } from 'zod'

// Every permission string of spec §6, in the order the spec lists them.
export const domainPermissions = [
  'list.projects',
  'create.project',
  'list.forecasts',
  'create.forecast',
  'create.order',
  'list.orders',
  'list.quotations',
  'create.quotation',
  'list.quotation.invites',
  'manage.sales.orders',
  'manage.production.orders',
  'manage.price.margins',
  'list.products',
  'list.box.types',
  'list.packing.instructions',
  'list.price.lists',
  'list.rules',
  'list.suppliers',
  'list.clients',
  'manage.inventory',
  'view.inv.stockcounts',
  'manage.inv.stockcounts',
  'manage.inv.transactions',
  'view.inv.transactions',
  'list.reports',
  'view.queue.logs',
  'list.bookings',
  'create.booking',
  'create.shipment',
  'bc.workflow.comments',
  'create.price.list',
  'manage.faq',
  'edit.agreement',
  'manage.delivery.drop.codes',
  'manage.retail.parameters',
  'manage.order.certificates',
  'production.workflow',
  'view.eta.schedule',
  'manage.supplier.limitations',
] as const

// One permission per admin/settings area (spec §2.2); company admins (role type 3) hold them all.
export const adminAreas = [
  'accounts',
  'addresses',
  'audits',
  'authorization-rules',
  'buying-entities',
  'capabilities',
  'certificate-types',
  'colors',
  'company-categories',
  'consumption-types',
  'contacts',
  'cost-centres',
  'delivery-drop-codes',
  'eta-rules',
  'exchange-rates',
  'export-settings',
  'forwarders',
  'freight-modes',
  'functions',
  'incoterm-rules',
  'internal-order-statuses',
  'item-category-codes',
  'materials',
  'payment-terms',
  'platform-settings',
  'product-categories',
  'product-collections',
  'production-workflows',
  'recipient-freight',
  'roles',
  'seasons',
  'settings',
  'sizes',
  'supplier-criteria',
  'tags',
  'units',
  'user-groups',
  'users',
  'vats',
  'warehouses',
  'outbox',
] as const
export type AdminArea = (typeof adminAreas)[number]

export const adminPermissions = adminAreas.map((area) => `admin.${area}` as const)

export const permissions = [...domainPermissions, ...adminPermissions] as const
export const Permission = z.enum(permissions)
export type Permission = z.infer<typeof Permission>

export function adminPermission(area: AdminArea): Permission {
  return `admin.${area}`
}

export const roleTypes = { user: 1, companyAdmin: 3 } as const
export const RoleType = z.union([z.literal(roleTypes.user), z.literal(roleTypes.companyAdmin)])
export type RoleType = z.infer<typeof RoleType>

// Where two permissions are joined, either one suffices (spec §6).
export function hasAnyPermission(
  held: readonly string[],
  needed: Permission | readonly Permission[],
): boolean {
  const list: readonly Permission[] = typeof needed === 'string' ? [needed] : needed
  return list.some((permission) => held.includes(permission))
}
