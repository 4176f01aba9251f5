import { routePermissions } from '@scm/contracts'
import { createElement } from 'react'
import { matchPath, type RouteObject } from 'react-router'
import { accountRoutes } from '../features/account/routes/account-routes.ts'
import { adminRoutes } from '../features/admin/routes/admin-routes.ts'
import { articleRoutes } from '../features/articles/routes/article-routes.ts'
import {
  emailVerificationRoutes,
  guestLinkRoutes,
  resetPasswordRoutes,
  signInRoutes,
} from '../features/auth/routes/auth-routes.ts'
import { fileLibraryRoutes } from '../features/file-library/routes/file-library-routes.ts'
import { forecastRoutes } from '../features/forecasts/routes/forecast-routes.ts'
import { consumablesPostingRoutes } from '../features/inventory/routes/consumables-posting-routes.ts'
import { inventoryRoutes } from '../features/inventory/routes/inventory-routes.ts'
import { inventoryTransactionRoutes } from '../features/inventory/routes/inventory-transaction-routes.ts'
import { stockCountRoutes } from '../features/inventory/routes/stock-count-routes.ts'
import { landingRoutes } from '../features/landing/routes/landing-routes.ts'
import { notificationRoutes } from '../features/notifications/routes/notification-routes.ts'
import { deviationRoutes } from '../features/orders/deviation-reports/routes/deviation-routes.ts'
import { guestOrderRoutes } from '../features/orders/guest/routes/guest-order-routes.ts'
import { orderRoutes } from '../features/orders/routes/order-routes.ts'
import { orderViewRoutes } from '../features/orders/views/routes/view-routes.ts'
import { partnerRoutes } from '../features/partners/routes/partner-routes.ts'
import { priceListRoutes } from '../features/price-lists/routes/price-list-routes.ts'
import { productionOrderRoutes } from '../features/production-orders/routes/production-order-routes.ts'
import { guestProjectRoutes } from '../features/projects/routes/guest-project-routes.ts'
import { projectRoutes } from '../features/projects/routes/project-routes.ts'
import { questionLibraryRoutes } from '../features/question-library/routes/question-library-routes.ts'
import { guestQuotationRoutes } from '../features/quotations/routes/guest-quotation-routes.ts'
import { quotationRoutes } from '../features/quotations/routes/quotation-routes.ts'
import { referenceRoutes } from '../features/references/routes/reference-routes.ts'
import { reportsRoutes } from '../features/reports/routes/reports-routes.ts'
import { salesRoutes } from '../features/sales/routes/sales-routes.ts'
import { bookingRoutes } from '../features/shipping/routes/booking-routes.ts'
import { guestBookingRoutes } from '../features/shipping/routes/guest-booking-routes.ts'
import { styleRoutes } from '../features/styles/routes/style-routes.ts'
import { priceListRoute } from './price-list-route.tsx'
import { productsRoute } from './products-route.tsx'

// Each signed-in route carries the permission the contract map gives its path (spec §6).
function withPermissions(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    handle: { ...route.handle, permission: route.path ? routePermissions[route.path] : undefined },
    children: route.children ? withPermissions(route.children) : undefined,
  })) as RouteObject[]
}

// The start page lists the built areas: it is given isBuiltPath rather than import this file back.
const startRoute: RouteObject = {
  path: '/dashboard',
  lazy: async () => {
    const { StartPage } = await import('./start-page.tsx')
    return { Component: () => createElement(StartPage, { isBuiltPath }) }
  },
}

export {
  emailVerificationRoutes,
  guestBookingRoutes,
  guestLinkRoutes,
  guestOrderRoutes,
  guestProjectRoutes,
  guestQuotationRoutes,
  landingRoutes,
  resetPasswordRoutes,
  signInRoutes,
}
export const appRoutes: RouteObject[] = withPermissions([
  startRoute,
  ...projectRoutes,
  ...forecastRoutes,
  ...inventoryRoutes,
  ...salesRoutes,
  ...questionLibraryRoutes,
  ...fileLibraryRoutes,
  ...accountRoutes,
  ...notificationRoutes,
  ...adminRoutes,
  ...reportsRoutes,
  productsRoute,
  ...articleRoutes,
  ...styleRoutes,
  ...partnerRoutes,
  ...priceListRoutes,
  ...stockCountRoutes,
  priceListRoute,
  ...orderRoutes,
  ...productionOrderRoutes,
  ...deviationRoutes,
  ...orderViewRoutes,
  ...quotationRoutes,
  ...referenceRoutes,
  ...inventoryTransactionRoutes,
  ...consumablesPostingRoutes,
  ...bookingRoutes,
])

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])])
}
const builtPaths = paths(appRoutes)

// Navigation shows only what has been built: a menu entry never leads to a 404.
export const isBuiltPath = (path: string) => builtPaths.some((pattern) => matchPath(pattern, path) !== null)
