import { describe, expect, it } from 'vitest'
import { crossing } from './rules.ts'

const server = 'apps/server/src'
const web = 'apps/web/src'

describe('module boundaries on the server', () => {
  it('lets a module use its own files and another module through its index.ts only', () => {
    expect(
      crossing({
        from: `${server}/modules/orders/order.service.ts`,
        to: `${server}/modules/orders/guest/guest.ts`,
      }),
    ).toBeUndefined()
    expect(
      crossing({ from: `${server}/modules/orders/order.service.ts`, to: `${server}/modules/users/index.ts` }),
    ).toBeUndefined()
    expect(
      crossing({
        from: `${server}/modules/orders/order.service.ts`,
        to: `${server}/modules/users/user.table.ts`,
      }),
    ).toMatch(/only modules\/users\/index.ts/)
    expect(
      crossing({ from: `${server}/seed/demo-orders.ts`, to: `${server}/modules/orders/order.table.ts` }),
    ).toMatch(/only modules\/orders\/index.ts/)
  })

  it("lets a table, and only a table, reference another module's keys", () => {
    const keys = `${server}/modules/master-data/keys.ts`
    expect(crossing({ from: `${server}/modules/styles/style.table.ts`, to: keys })).toBeUndefined()
    expect(crossing({ from: `${server}/modules/styles/style.service.ts`, to: keys })).toMatch(
      /only modules\/master-data\/index.ts/,
    )
  })

  it("lets tests, and only tests, use a module's fixtures in its testing/ folder", () => {
    const fixtures = `${server}/modules/orders/testing/order-fixtures.ts`
    expect(
      crossing({ from: `${server}/modules/price-lists/price-list.routes.test.ts`, to: fixtures }),
    ).toBeUndefined()
    expect(
      crossing({ from: `${server}/modules/partners/testing/partner-fixtures.ts`, to: fixtures }),
    ).toBeUndefined()
    expect(crossing({ from: `${server}/modules/price-lists/price-list.service.ts`, to: fixtures })).toMatch(
      /only modules\/orders\/index.ts/,
    )
  })

  it('lets only queries files, tables, keys, seeds and tests reach the tables and Drizzle', () => {
    const table = `${server}/modules/orders/order.table.ts`
    for (const from of [
      'order.queries.ts',
      'order-line.table.ts',
      'keys.ts',
      'orders.seed.ts',
      'order.routes.test.ts',
    ])
      for (const to of [table, 'drizzle-orm', 'drizzle-orm/pg-core'])
        expect(crossing({ from: `${server}/modules/orders/${from}`, to })).toBeUndefined()
    for (const from of ['order.service.ts', 'order.routes.ts', 'import/order-import.job.ts', 'index.ts'])
      for (const to of [table, `${server}/platform/tenancy/user.table.ts`, 'drizzle-orm'])
        expect(crossing({ from: `${server}/modules/orders/${from}`, to })).toMatch(
          /only in its \*\.queries\.ts/,
        )
    expect(crossing({ from: `${server}/platform/db/list.ts`, to: 'drizzle-orm' })).toBeUndefined()
    for (const to of ['platform/errors/app-error.ts', 'platform/http/context.ts'])
      expect(crossing({ from: `${server}/modules/orders/order.queries.ts`, to: `${server}/${to}` })).toMatch(
        /holds no rules/,
      )
    expect(
      crossing({ from: `${server}/modules/orders/order.service.ts`, to: '@scm/contracts' }),
    ).toBeUndefined()
  })

  it('keeps platform free of modules and modules away from the list of modules', () => {
    expect(
      crossing({ from: `${server}/platform/db/database.ts`, to: `${server}/modules/users/index.ts` }),
    ).toBe('platform imports no module')
    expect(
      crossing({ from: `${server}/modules/orders/order.routes.ts`, to: `${server}/modules/index.ts` }),
    ).toBe('a module does not import the list of modules')
    expect(crossing({ from: `${server}/app.ts`, to: `${server}/modules/index.ts` })).toBeUndefined()
    expect(
      crossing({ from: `${server}/modules/index.ts`, to: `${server}/modules/orders/orders.module.ts` }),
    ).toBeUndefined()
    expect(crossing({ from: `${server}/app.ts`, to: `${server}/modules/orders/orders.module.ts` })).toMatch(
      /only modules\/orders\/index.ts/,
    )
  })
})

describe('feature boundaries on the web', () => {
  it('lets a feature use ui/, lib/ and itself, and nothing import app/', () => {
    const page = `${web}/features/orders/routes/order-page.tsx`
    expect(crossing({ from: page, to: `${web}/features/orders/api/use-order.ts` })).toBeUndefined()
    expect(crossing({ from: page, to: `${web}/ui/list-screen/list-screen.tsx` })).toBeUndefined()
    expect(crossing({ from: page, to: `${web}/lib/auth/session.ts` })).toBeUndefined()
    expect(crossing({ from: page, to: `${web}/features/partners/api/use-partner.ts` })).toMatch(
      /orders feature/,
    )
    expect(crossing({ from: page, to: `${web}/app/nav-menus.ts` })).toMatch(/orders feature/)
    expect(
      crossing({ from: `${web}/ui/tag-select.tsx`, to: `${web}/features/articles/api/tags.ts` }),
    ).toMatch(/ui\/ and lib\//)
    expect(
      crossing({ from: `${web}/app/router.tsx`, to: `${web}/features/orders/routes/order-routes.ts` }),
    ).toBeUndefined()
    expect(crossing({ from: `${web}/main.tsx`, to: `${web}/app/router.tsx` })).toBeUndefined()
  })
})
