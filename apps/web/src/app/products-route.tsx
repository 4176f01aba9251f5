import type { RouteObject } from 'react-router'

// /products: the article library (articles feature) whose "price lists" tab (spec §2.10) is the
// price-lists feature's list. Features do not import each other's internals; the app may import both,
// so it puts them together here. Both load with the page, as their own chunks.
export const productsRoute: RouteObject = {
  path: '/products',
  lazy: async () => {
    const [{ ProductsPage }, { PriceListList }] = await Promise.all([
      import('../features/articles/routes/products-page.tsx'),
      import('../features/price-lists/components/price-list-list.tsx'),
    ])
    return { Component: () => <ProductsPage priceLists={<PriceListList />} /> }
  },
}
