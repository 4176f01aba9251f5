import { sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { type BenchApp, benchToken, firstId, onBothEngines, withBenchApp } from './bench-app.ts'
import { type ListFigures, listRow, type Timing, time, versusSql } from './timing.ts'

type App = BenchApp
export interface QuotationFigures {
  quotations: number
  seedMs: number
  // The compare view of one quotation: 4 suppliers × 200 articles × 40 criteria, all answered.
  comparison: Timing
  comparisonBytes: number
  list: ListFigures
  search: ListFigures
  invites: ListFigures
}

const quotationCount = Number(process.env.BENCH_QUOTATIONS ?? 20_000)
const suppliers = 4
const items = 200
const criteria = 40
const blocks = ['financial', 'production-delivery', 'labor-legal', 'sustainability', 'product-quality']

// Quotations of the demo buyer, every tenth sent to Baltic (one invite each), by SQL as the orders are.
async function seedQuotations(db: Db) {
  await db.execute(sql`
    insert into quotations (company_id, number, name, reference, status, deadline, currency, created_at, updated_at)
    select c.id, 'Q-' || lpad(g::text, 7, '0'), 'Request ' || g, 'REF-' || g,
      (array['draft','in-progress','awarded','closed'])[1 + g % 4]::quotation_status,
      date '2027-01-01' + g % 200, 'EUR', now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${quotationCount}::int) g,
      (select id from companies where name = 'Nordic Outdoor AB') c`)
  await db.execute(sql`
    insert into quotation_invites (company_id, quotation_id, position, supplier_company_id, name,
      buyer_name, sent_at)
    select q.company_id, q.id, 0, s.id, 'Baltic Knit Ltd', 'Nordic Outdoor AB', q.created_at
    from quotations q, (select id from companies where name = 'Baltic Knit Ltd') s
    where q.number like 'Q-%' and q.status <> 'draft' and right(q.number, 1) = '0'`)
  await db.execute(sql`analyze quotations`)
  await db.execute(sql`analyze quotation_invites`)
}

// One quotation with 4 answered suppliers, 200 articles and 40 criteria (8 in each block, numbers with
// a preferred minimum): the compare view's largest common case.
async function seedWideQuotation(db: Db) {
  const quotationId = await firstId(
    db,
    sql`insert into quotations (company_id, number, name, status, deadline, currency)
      select id, 'Q-WIDE', 'Compare 4 × 200 × 40', 'in-progress', date '2027-06-01', 'EUR'
      from companies where name = 'Nordic Outdoor AB' returning id`,
  )
  const blockList = sql.raw(`array[${blocks.map((block) => `'${block}'`).join(',')}]`)
  await db.execute(sql`
    insert into quotation_criteria (company_id, quotation_id, position, block, name, type, required,
      preferred_value, preferred_rule)
    select q.company_id, q.id, g, (${blockList})[1 + g % 5]::criterion_block, 'Criterion ' || g, 'number',
      g % 3 = 0, '50', 'at_least'
    from quotations q, generate_series(1, ${criteria}::int) g where q.id = ${quotationId}`)
  await db.execute(sql`
    with a as (
      select array_agg(id order by code) ids, array_agg(code order by code) codes,
        array_agg(name order by code) names
      from articles where company_id = (select id from companies where name = 'Nordic Outdoor AB')
    )
    insert into quotation_items (company_id, quotation_id, position, article_id, article_code, article_name,
      quantity, target_price)
    select q.company_id, q.id, g, a.ids[1 + g % array_length(a.ids, 1)], a.codes[1 + g % array_length(a.ids, 1)],
      a.names[1 + g % array_length(a.ids, 1)], 100 + g, 40
    from quotations q, a, generate_series(1, ${items}::int) g where q.id = ${quotationId}`)
  await db.execute(sql`
    insert into quotation_invites (company_id, quotation_id, position, supplier_company_id, name, buyer_name,
      sent_at, answered_at)
    select q.company_id, q.id, g, s.id, 'Supplier ' || g, 'Nordic Outdoor AB', now(), now()
    from quotations q, (select id from companies where name = 'Baltic Knit Ltd') s,
      generate_series(1, ${suppliers}::int) g where q.id = ${quotationId}`)
  await db.execute(sql`
    insert into quotation_answers (company_id, invite_id, criterion_id, value, sent)
    select i.company_id, i.id, c.id, (30 + (i.position * 7 + c.position) % 40)::text, true
    from quotation_invites i join quotation_criteria c on c.quotation_id = i.quotation_id
    where i.quotation_id = ${quotationId}`)
  await db.execute(sql`
    insert into quotation_offers (company_id, invite_id, item_id, unit_price, lead_time_days, moq, sent)
    select i.company_id, i.id, t.id, 35 + (i.position + t.position) % 10, 40 + i.position * 5, 300, true
    from quotation_invites i join quotation_items t on t.quotation_id = i.quotation_id
    where i.quotation_id = ${quotationId}`)
  for (const table of ['quotation_criteria', 'quotation_items', 'quotation_answers', 'quotation_offers'])
    await db.execute(sql.raw(`analyze ${table}`))
  return quotationId
}

const get = (app: App, token: string, url: string, sizes?: number[]) => async () => {
  const response = await app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`)
  sizes?.push(response.rawPayload.length)
}

// The list page and its capped count in plain SQL, as the list endpoints ask them.
// The columns the quotation list reads beside the row: names and counts of its children.
const listColumns = sql`q.*,
  (select u.first_name || ' ' || u.last_name from users u where u.id = q.assignee_id) as assignee_name,
  (select t.name from quotation_templates t where t.id = q.template_id) as template_name,
  (select count(*)::int from quotation_criteria c where c.quotation_id = q.id) as criteria_count,
  (select count(*)::int from quotation_items i where i.quotation_id = q.id) as item_count,
  (select count(*)::int from quotation_invites v where v.quotation_id = q.id) as supplier_count,
  (select p.name from projects p where p.id = q.project_id) as project_name`

const rawList =
  (db: Db, where: ReturnType<typeof sql>, from = sql`quotations q`, columns = listColumns, counted = from) =>
  async () => {
    await db.execute(sql`select ${columns} from ${from} where ${where} order by q.number desc, q.id limit 60`)
    await db.execute(sql`select count(*) from (select 1 from ${counted} where ${where} limit 10001) c`)
  }

async function onEngine(databaseUrl: string | undefined): Promise<QuotationFigures> {
  return withBenchApp('quotations', databaseUrl, async (app) => {
    const db = app.database.db
    const start = performance.now()
    await seedQuotations(db)
    const wideId = await seedWideQuotation(db)
    const seedMs = Math.round(performance.now() - start)
    const buyer = await benchToken(app, 'admin@nordic.demo')
    const supplier = await benchToken(app, 'supplier@baltic.demo')
    const nordic = await firstId(db, sql`select id from companies where name = 'Nordic Outdoor AB'`)
    const baltic = await firstId(db, sql`select id from companies where name = 'Baltic Knit Ltd'`)
    const sizes: number[] = []
    const comparison = await time(get(app, buyer, `/api/quotations/${wideId}/comparison`, sizes))
    const list = await versusSql(
      get(app, buyer, '/api/quotations?sort=-number'),
      rawList(db, sql`q.company_id = ${nordic}`),
    )
    const search = await versusSql(
      get(app, buyer, '/api/quotations?sort=-number&search=Request%201234'),
      rawList(
        db,
        sql`q.company_id = ${nordic} and (q.number ilike '%Request 1234%' or q.name ilike '%Request 1234%' or q.reference ilike '%Request 1234%')`,
      ),
    )
    const invites = await versusSql(
      get(app, supplier, '/api/quotation-invites'),
      rawList(
        db,
        sql`i.supplier_company_id = ${baltic} and i.sent_at is not null`,
        sql`quotation_invites i join quotations q on q.id = i.quotation_id`,
        sql`i.*, q.number, q.name, q.status, q.reference, q.description, q.deadline, q.due_date, q.currency`,
        // Unless it searches, the endpoint counts the invites alone.
        sql`quotation_invites i`,
      ),
    )
    return {
      quotations: quotationCount,
      seedMs,
      comparison,
      comparisonBytes: sizes[0] ?? 0,
      list,
      search,
      invites,
    }
  })
}

// The compare view and the quotation lists, on PGlite and PostgreSQL.
export async function quotationFigures(pgAdminUrl: string) {
  return onBothEngines(pgAdminUrl, onEngine)
}

export const quotationRows = (label: string, r: QuotationFigures) =>
  [
    `${label}: ${r.quotations} quotations (seeded in ${r.seedMs} ms)`,
    `  compare ${suppliers}×${items}×${criteria}   p50 ${r.comparison.p50} ms p95 ${r.comparison.p95} ms p99 ${r.comparison.p99} ms, answer ${(r.comparisonBytes / 1024).toFixed(0)} KiB`,
    listRow('quotation list', r.list),
    listRow('quotation search', r.search),
    listRow('supplier invites', r.invites),
  ].join('\n')
