import type { RouteObject } from 'react-router'

// The order views of spec §2.1 and the certificate review; each page is its own chunk. Static paths
// rank above /orders/:id in the router, so they never read as an order id.
export const orderViewRoutes: RouteObject[] = [
  {
    path: '/orders/delivery-schedule',
    lazy: async () => ({
      Component: (await import('./view-delivery-schedule-page.tsx')).DeliverySchedulePage,
    }),
  },
  {
    path: '/orders/inbound-tracker',
    lazy: async () => ({ Component: (await import('./view-inbound-tracker-page.tsx')).InboundTrackerPage }),
  },
  {
    path: '/orders/lead-time-schedule',
    lazy: async () => ({ Component: (await import('./view-lead-time-page.tsx')).LeadTimePage }),
  },
  {
    path: '/orders/eta-schedule',
    lazy: async () => ({ Component: (await import('./view-eta-schedule-page.tsx')).EtaSchedulePage }),
  },
  {
    path: '/orders/:id/packing-list/:deliveryCode',
    lazy: async () => ({ Component: (await import('./view-packing-list-page.tsx')).PackingListPage }),
  },
  {
    path: '/orders/margin-review',
    lazy: async () => ({ Component: (await import('./view-margin-review-page.tsx')).MarginReviewPage }),
  },
  {
    path: '/orders/margin-review-sku',
    lazy: async () => ({ Component: (await import('./view-margin-sku-page.tsx')).MarginSkuPage }),
  },
  {
    path: '/orders/review-certificate',
    lazy: async () => ({
      Component: (await import('../../certificates/routes/certificate-review-page.tsx'))
        .CertificateReviewPage,
    }),
  },
]
