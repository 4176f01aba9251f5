import type { RouteObject } from 'react-router'

// The article library (spec §2.1 Products and lists); each page is its own chunk. /products itself,
// ProductsPage with the price lists tab, is put together by the app (app/products-route.tsx).
export const articleRoutes: RouteObject[] = [
  {
    path: '/products/create',
    lazy: async () => ({ Component: (await import('./article-create-page.tsx')).ArticleCreatePage }),
  },
  {
    path: '/products/import',
    lazy: async () => ({ Component: (await import('./article-import-page.tsx')).ArticleImportPage }),
  },
  {
    path: '/products/:id',
    lazy: async () => ({ Component: (await import('./article-detail-page.tsx')).ArticleDetailPage }),
  },
  {
    path: '/box-types',
    lazy: async () => ({ Component: (await import('./library-pages.tsx')).BoxTypesPage }),
  },
  {
    path: '/packing-instructions',
    lazy: async () => ({ Component: (await import('./library-pages.tsx')).PackingInstructionsPage }),
  },
  {
    path: '/counterpart-products',
    lazy: async () => ({ Component: (await import('./library-pages.tsx')).CounterpartProductsPage }),
  },
]
