import { sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/platform/db/database.ts'
import { openDatabase } from '../../apps/server/src/platform/db/database.ts'
import { launchBrowser, newPage, signIn } from '../../e2e/support/browser.ts'
import { type BenchApp, benchToken, firstId, onBothEngines, withBenchApp } from './bench-app.ts'
import { startServer } from './start-server.ts'
import { samples, summarise, type Timing, time, warmUps } from './timing.ts'

export interface TaskFigures {
  tasks: number
  chain: number
  seedMs: number
  tree: Timing
  treeBytes: number
  // Moving the first task of the chain later: every one of its dependants is pushed, in one change.
  move: Timing
}

// 20 phases × 10 steps × 9 tasks = 2,020 tasks, the leaves three days long and back to back.
const roots = 20
const children = 10
const leaves = 9
const chain = 200

// A project of 2,020 tasks in three levels whose first 201 leaves wait each for the one before: the
// parents span their children and every dependency holds, as the service leaves a plan.
export async function seedPlan(db: Db) {
  const projectId = await firstId(
    db,
    sql`insert into projects (company_id, code, name, start_date)
      select id, 'BENCH-PLAN', 'Bench plan', date '2027-01-04' from companies where name = 'Nordic Outdoor AB'
      returning id`,
  )
  await db.execute(sql`
    insert into project_tasks (company_id, project_id, parent_id, position, name, start_date, end_date)
    select p.company_id, p.id, null, r - 1, 'Phase ' || r, p.start_date, p.start_date
    from projects p, generate_series(1, ${roots}::int) r where p.id = ${projectId}`)
  await db.execute(sql`
    insert into project_tasks (company_id, project_id, parent_id, position, name, start_date, end_date)
    select t.company_id, t.project_id, t.id, c - 1, t.name || '.' || c, t.start_date, t.end_date
    from project_tasks t, generate_series(1, ${children}::int) c
    where t.project_id = ${projectId} and t.parent_id is null`)
  // Leaf n (in tree order) starts 3·n days after the project's start: each begins the day after the one
  // before it ends, so a chain of them has no slack and a move pushes every task behind it.
  await db.execute(sql`
    insert into project_tasks (company_id, project_id, parent_id, position, name, start_date, end_date)
    select t.company_id, t.project_id, t.id, l - 1, t.name || '.' || l,
      date '2027-01-04' + n * 3, date '2027-01-04' + n * 3 + 2
    from (
      select c.*, (r.position * ${children} + c.position) as step
      from project_tasks c join project_tasks r on r.id = c.parent_id
      where c.project_id = ${projectId} and r.parent_id is null
    ) t, generate_series(1, ${leaves}::int) l, lateral (select t.step * ${leaves} + l - 1 as n) x`)
  for (const level of ['steps', 'phases'])
    await db.execute(sql`
      update project_tasks p set start_date = s.first, end_date = s.last
      from (select parent_id, min(start_date) first, max(end_date) last from project_tasks
            where project_id = ${projectId} group by parent_id) s
      where p.id = s.parent_id and ${level === 'steps' ? sql`p.parent_id is not null` : sql`p.parent_id is null`}`)
  await db.execute(sql`
    insert into project_task_links (company_id, project_id, source_id, target_id)
    select company_id, project_id, id, next_id from (
      select company_id, project_id, id, lead(id) over (order by start_date) next_id,
        row_number() over (order by start_date) n
      from project_tasks t
      where project_id = ${projectId} and not exists (select 1 from project_tasks c where c.parent_id = t.id)
    ) leaves where n <= ${chain}`)
  await db.execute(sql`analyze project_tasks`)
  await db.execute(sql`analyze project_task_links`)
  return projectId
}

async function call(app: BenchApp, token: string, method: 'GET' | 'PATCH', url: string, payload?: object) {
  const response = await app.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`)
  return response
}

async function onEngine(databaseUrl: string | undefined): Promise<TaskFigures> {
  return withBenchApp('tasks', databaseUrl, async (app) => {
    const db = app.database.db
    const start = performance.now()
    const projectId = await seedPlan(db)
    const seedMs = Math.round(performance.now() - start)
    const token = await benchToken(app)
    const treeUrl = `/api/tasks/${projectId}/tree`
    const read = await call(app, token, 'GET', treeUrl)
    const tree = await time(() => call(app, token, 'GET', treeUrl))
    const body = read.json() as {
      tasks: Array<{ id: string; start_date: string; end_date: string; version: number }>
    }
    const first = body.tasks
      .filter((task) => task.start_date === '2027-01-04' && task.end_date === '2027-01-06')
      .at(-1)!
    // Each move takes the first task 10 days later than the last: the whole chain behind it moves too.
    // As many as the other figures' samples, after as many warm-ups.
    let version = first.version
    let day = Date.parse('2027-01-04T00:00:00Z')
    const moves: number[] = []
    for (let i = 0; i < warmUps + samples; i++) {
      day += 10 * 86_400_000
      const startDate = new Date(day).toISOString().slice(0, 10)
      const endDate = new Date(day + 2 * 86_400_000).toISOString().slice(0, 10)
      const began = performance.now()
      const response = await call(app, token, 'PATCH', `/api/tasks/${first.id}`, {
        start_date: startDate,
        end_date: endDate,
        version,
      })
      moves.push(performance.now() - began)
      const change = response.json() as { task: { version: number }; changed: unknown[] }
      if (change.changed.length < chain) throw new Error(`the move pushed ${change.changed.length} tasks`)
      version = change.task.version
    }
    return {
      tasks: body.tasks.length,
      chain,
      seedMs,
      tree,
      treeBytes: read.rawPayload.length,
      move: summarise(moves.slice(warmUps)),
    }
  })
}

export async function taskFigures(pgAdminUrl: string) {
  return onBothEngines(pgAdminUrl, onEngine)
}

// The same plan in a browser, on the built server (PGlite) as a user meets it.
export async function taskRender(dataDir: string, port: number) {
  const first = await startServer({ DATA_DIR: dataDir }, port)
  await first.stop()
  const opened = await openDatabase({ dataDir })
  const projectId = await seedPlan(opened.db)
  await opened.close()
  const server = await startServer({ DATA_DIR: dataDir }, port)
  const browser = await launchBrowser()
  try {
    const page = await newPage(browser, server.url)
    await signIn(page, 'admin@nordic.demo')
    // From choosing the tab on the freshly opened project (the app loaded and its page's own requests
    // answered, as when a person's eye reaches the tab; nothing of the plan read yet) until its rows or
    // bars are drawn: the plan's own cost, fetch included.
    const measure = async (tab: RegExp, drawn: string) => {
      const times: number[] = []
      for (let i = 0; i < 8; i++) {
        await page.goto(`/projects/${projectId}?tab=overview`)
        await page.getByRole('tab', { name: tab }).waitFor()
        await page.waitForLoadState('networkidle')
        const began = performance.now()
        await page.getByRole('tab', { name: tab }).click()
        await page.locator(drawn).first().waitFor()
        times.push(performance.now() - began)
      }
      return summarise(times.slice(1))
    }
    return {
      tasksTab: await measure(/^(Uppgifter|Tasks)$/, '[data-testid="task-row"]'),
      ganttTab: await measure(/^Gantt$/, '[data-testid="gantt"] .wx-bar'),
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

export const taskRows = (label: string, r: TaskFigures) =>
  [
    `${label}: a plan of ${r.tasks} tasks (seeded in ${r.seedMs} ms)`,
    `  tree and links  p50 ${r.tree.p50} ms p95 ${r.tree.p95} ms p99 ${r.tree.p99} ms, answer ${(r.treeBytes / 1024).toFixed(0)} KiB`,
    `  move pushing ${r.chain} dependants  p50 ${r.move.p50} ms p95 ${r.move.p95} ms p99 ${r.move.p99} ms`,
  ].join('\n')
