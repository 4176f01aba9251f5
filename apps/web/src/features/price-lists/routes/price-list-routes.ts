import type { RouteObject } from 'react-router'

const edit = async () => ({ Component: (await import('./price-list-edit-page.tsx')).PriceListEditPage })

export const priceListRoutes: RouteObject[] = [
  {
    path: '/price-lists',
    lazy: async () => ({ Component: (await import('./price-lists-page.tsx')).PriceListsPage }),
  },
  { path: '/price-lists/create', lazy: edit },
  {
    path: '/price-lists/indexing',
    lazy: async () => ({ Component: (await import('./price-indexing-page.tsx')).PriceIndexingPage }),
  },
  { path: '/price-lists/:id/update', lazy: edit },
  {
    path: '/price-rules',
    lazy: async () => ({ Component: (await import('./price-rules-page.tsx')).PriceRulesPage }),
  },
  {
    path: '/price-rules/create',
    lazy: async () => ({ Component: (await import('./price-rule-page.tsx')).PriceRulePage }),
  },
  {
    path: '/price-rules/:id',
    lazy: async () => ({ Component: (await import('./price-rule-page.tsx')).PriceRulePage }),
  },
]
