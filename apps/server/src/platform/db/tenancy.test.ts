import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { asAnonymous, inCompany } from './tenant.ts'

// ARCHITECTURE rule 2 proven on the engine under test: every table is behind forced row-level
// security, and a transaction as app_user sees only the acting company's rows.
let t: TestApp
let nordicId: string
let balticId: string
let tables: Array<{
  name: string
  rls: boolean
  forced: boolean
  companyColumn: string | null
  policies: number
}>

const rows = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]

beforeAll(async () => {
  t = await createTestApp()
  // Sessions, tokens and login attempts exist only after sign-ins.
  await signIn(t.app, 'admin@nordic.demo')
  await signIn(t.app, 'supplier@baltic.demo')
  const db = t.database.db
  const companies = rows<{ id: string; name: string }>(await db.execute(sql`select id, name from companies`))
  nordicId = companies.find((c) => c.name === 'Nordic Outdoor AB')!.id
  balticId = companies.find((c) => c.name === 'Baltic Knit Ltd')!.id
  tables = rows(
    await db.execute(sql`
      select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        (select a.attname from pg_attribute a
          where a.attrelid = c.oid and a.attname in ('company_id', 'client_company_id') and not a.attisdropped
          limit 1) as "companyColumn",
        (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`),
  )
})
afterAll(() => t.close())

describe(`tenancy (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('forces row-level security on every table', () => {
    expect(tables.length).toBeGreaterThan(10)
    const unprotected = tables.filter((table) => !table.rls || !table.forced).map((table) => table.name)
    expect(unprotected).toEqual([])
  })

  it('shows app_user without an acting company no row of any table', async () => {
    for (const table of tables) {
      const [row] = await asAnonymous(t.database.db, async (tx) =>
        rows<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table.name)}`),
        ),
      )
      expect(row?.n, table.name).toBe(0)
    }
  })

  // Tables whose rows the owner may share with a partner, and which of another company's rows that
  // partner may then read.
  const sharedWith: Record<string, (own: string) => ReturnType<typeof sql>> = {
    articles: (own) =>
      sql`exists (select 1 from article_shares s where s.article_id = articles.id and s.partner_company_id = ${own})`,
    article_shares: (own) => sql`partner_company_id = ${own}`,
  }

  it('shows each company only its own rows (and what a partner shared), and both parties their partnership', async () => {
    // Any other table with a second policy lets a partner read rows shared with it (styles, price
    // lists); the module that shares proves what the partner sees.
    const owned = tables.filter(
      (table) => table.companyColumn === 'company_id' && (table.policies === 1 || table.name in sharedWith),
    )
    expect(owned.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'roles', 'outbox']))
    for (const [own, other] of [
      [nordicId, balticId],
      [balticId, nordicId],
    ] as const) {
      await inCompany(t.database.db, own, async (tx) => {
        for (const table of owned) {
          // A row another company shared with this one (an article and its share) is the one exception.
          const shared = sharedWith[table.name]?.(own) ?? sql`false`
          const [counts] = rows<{ others: number }>(
            await tx.execute(
              sql`select count(*) filter (where company_id <> ${own} and not (${shared}))::int as others from ${sql.identifier(table.name)}`,
            ),
          )
          expect(counts?.others, table.name).toBe(0)
        }
        const companies = rows<{ id: string }>(await tx.execute(sql`select id from companies`))
        expect(companies.map((c) => c.id)).toEqual([own])
        const partnerships = rows<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from partnerships
            where ${other} in (client_company_id, supplier_company_id)`),
        )
        expect(partnerships[0]?.n).toBe(1)
      })
    }
    const [ownUsers] = await inCompany(t.database.db, nordicId, async (tx) =>
      rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from users`)),
    )
    expect(ownUsers?.n).toBeGreaterThanOrEqual(2)
  })

  it("refuses to write a row into another company's data", async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      inCompany(t.database.db, nordicId, (tx) => tx.execute(statement)).then(
        () => 'written',
        // drizzle wraps the driver's error; the database's own message is the cause.
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      )
    expect(await refusal(sql`insert into roles (company_id, name) values (${balticId}, 'Smuggled')`)).toMatch(
      /row-level security/,
    )
    expect(
      await refusal(sql`update users set company_id = ${balticId} where email = 'buyer@nordic.demo'`),
    ).toMatch(/row-level security/)
  })
})
