import type { RouteObject } from 'react-router'

export const inventoryTransactionRoutes: RouteObject[] = [
  {
    path: '/inventory-transactions',
    lazy: async () => ({
      Component: (await import('./inventory-transactions-page.tsx')).InventoryTransactionsPage,
    }),
  },
  {
    path: '/inventory-transactions/create',
    lazy: async () => ({
      Component: (await import('./inventory-transaction-edit-page.tsx')).InventoryTransactionCreatePage,
    }),
  },
  {
    path: '/inventory-transactions/:id',
    lazy: async () => ({
      Component: (await import('./inventory-transaction-page.tsx')).InventoryTransactionPage,
    }),
  },
  {
    path: '/inventory-transactions/:id/update',
    lazy: async () => ({
      Component: (await import('./inventory-transaction-edit-page.tsx')).InventoryTransactionUpdatePage,
    }),
  },
]
