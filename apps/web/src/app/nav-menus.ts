import { routePermissions } from '@scm/contracts'

export interface NavEntry {
  key: string
  to: string
}
export interface NavMenu {
  key: string
  entries: NavEntry[]
}

// The navbar of spec §2.7. An entry shows when its route exists and the user holds its permission
// (routePermissions); a menu shows when any of its entries does.
export const navMenus: NavMenu[] = [
  {
    key: 'projects',
    entries: [
      { key: 'projectList', to: '/projects' },
      { key: 'projectCreate', to: '/projects/create' },
    ],
  },
  {
    key: 'planning',
    entries: [
      { key: 'forecasts', to: '/forecasts' },
      { key: 'forecastCreate', to: '/forecasts/create' },
    ],
  },
  {
    key: 'ordersAndQuotations',
    entries: [
      { key: 'quotations', to: '/quotations' },
      { key: 'quotationInvites', to: '/quotation-invites' },
      { key: 'quotationCreate', to: '/quotations/create' },
      { key: 'orders', to: '/orders/all' },
      { key: 'orderCreate', to: '/orders/create' },
      { key: 'salesOrders', to: '/sales-orders' },
      { key: 'productionOrders', to: '/production-orders' },
      { key: 'marginReview', to: '/orders/margin-review' },
      { key: 'marginReviewSku', to: '/orders/margin-review-sku' },
      { key: 'references', to: '/references' },
    ],
  },
  {
    key: 'partnersAndArticles',
    entries: [
      { key: 'suppliers', to: '/suppliers' },
      { key: 'clients', to: '/clients' },
      { key: 'products', to: '/products' },
      { key: 'styles', to: '/styles' },
      { key: 'counterpartStyles', to: '/counterpart-styles' },
      { key: 'priceLists', to: '/price-lists' },
      { key: 'priceRules', to: '/price-rules' },
      { key: 'inventory', to: '/inventory' },
      { key: 'stockCounts', to: '/stock-counts' },
      { key: 'inventoryTransactions', to: '/inventory-transactions' },
      { key: 'consumablesPostings', to: '/consumables-postings' },
    ],
  },
  {
    key: 'insights',
    entries: [
      { key: 'reports', to: '/reports' },
      { key: 'reportQueue', to: '/reports/queue' },
      { key: 'queueLog', to: '/reports/queue-logs' },
    ],
  },
  {
    key: 'shipping',
    entries: [
      { key: 'bookings', to: '/bookings' },
      { key: 'bookingCreate', to: '/bookings/create' },
      { key: 'shipmentCreate', to: '/bookings/create/shipment' },
    ],
  },
]

export const permissionFor = (path: string) => routePermissions[path]
