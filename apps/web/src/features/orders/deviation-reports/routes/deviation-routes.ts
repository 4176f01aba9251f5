import { createElement } from 'react'
import type { RouteObject } from 'react-router'

const create = (side: 'supplier' | 'buyer') => async () => {
  const { DeviationCreatePage } = await import('./deviation-create-page.tsx')
  return { Component: () => createElement(DeviationCreatePage, { side }) }
}

// Spec §2.1: the supplier reports a deviation, the buyer requests an update, either opens a report.
export const deviationRoutes: RouteObject[] = [
  { path: '/orders/:id/deviation-reports/create', lazy: create('supplier') },
  { path: '/orders/:id/request-update', lazy: create('buyer') },
  {
    path: '/orders/:id/deviation-reports/:deviationId',
    lazy: async () => ({ Component: (await import('./deviation-detail-page.tsx')).DeviationDetailPage }),
  },
]
