import type { OrderListView } from '@scm/contracts'
import { createElement } from 'react'
import type { RouteObject } from 'react-router'

const wizard = async () => ({ Component: (await import('./order-wizard-page.tsx')).OrderWizardPage })
const list = (view: OrderListView): RouteObject => ({
  path: `/orders/${view}`,
  lazy: async () => {
    const { OrderListPage } = await import('./order-list-page.tsx')
    return { Component: () => createElement(OrderListPage, { view }) }
  },
})

export const orderRoutes: RouteObject[] = [
  { path: '/orders/create', lazy: wizard },
  list('all'),
  list('in-progress'),
  list('in-transit'),
  list('packing-completed'),
  list('delivered'),
  list('completed'),
  {
    path: '/orders/workflow-comments',
    lazy: async () => ({
      Component: (await import('./workflow-comments-page.tsx')).WorkflowCommentsPage,
    }),
  },
  {
    path: '/orders/:id',
    lazy: async () => ({ Component: (await import('./order-detail-page.tsx')).OrderDetailPage }),
  },
  { path: '/orders/:id/update', lazy: wizard },
]
