import type { AddressInfo } from 'node:net'
import {
  addDays,
  articleEndpoints,
  auditEndpoints,
  authEndpoints,
  channels,
  projectArticleMilestoneEndpoints as milestones,
  type Project,
  type ProjectArticleMilestone,
  type ProjectArticleMilestonesUpdated,
  planMilestoneDates,
  projectArticleEndpoints,
  projectArticleMilestonesUpdatedEvent,
  projectEndpoints,
  todayInCet,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, expectFieldError, toCall } from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { connectRealtime, type RealtimeClient } from '../../../testing/realtime-client.ts'
import { demoClients, signIn } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'

let t: TestApp
let admin: ApiClient
let baltic: ApiClient
let capsule: Project
let articleIds: Record<string, string> = {}
let apparelId = ''
let tab: RealtimeClient
let nordicId = ''

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  ;({ admin, baltic } = await demoClients(t.app))
  // A colleague's open tab, listening on the company's channel.
  const session = await signIn(t.app, 'buyer@nordic.demo')
  nordicId = (await admin.call(authEndpoints.user)).company_id
  tab = await connectRealtime(
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    session.token,
  )
  expect(await tab.subscribe(channels.sync(nordicId))).toEqual({ ok: true })
  const projects = await admin.call(projectEndpoints.list, { query: { per_page: 'all' } })
  capsule = projects.data.find((project) => project.code === 'AW27-CAPSULE')!
  const articles = await admin.call(articleEndpoints.list, { query: { per_page: 'all' } })
  articleIds = Object.fromEntries(articles.data.map((article) => [article.code, article.id]))
  const choices = await admin.call(milestones.choices, { params: { id: capsule.id } })
  apparelId = choices.find((choice) => choice.name === 'Apparel standard')!.id
})
afterAll(async () => {
  tab.close()
  await t.close()
})

const ofArticle = (list: ProjectArticleMilestone[], code: string) =>
  list.filter((milestone) => milestone.article_id === articleIds[code])
const named = (list: ProjectArticleMilestone[], name: string) => list.find((each) => each.name === name)!
const apply = (projectId: string, code: string) =>
  admin.call(milestones.apply, {
    params: { id: projectId },
    body: { article_id: articleIds[code]!, workflow_id: apparelId },
  })
const move = (
  projectId: string,
  milestone: ProjectArticleMilestone,
  status: ProjectArticleMilestone['status'],
) =>
  admin.call(milestones.update, {
    params: { id: projectId, milestoneId: milestone.id },
    body: { status, version: milestone.version },
  })

describe("milestones of a project's article", () => {
  it('shows the demo capsule following Apparel standard, planned back from the project’s end date', async () => {
    const list = await admin.call(milestones.list, { params: { id: capsule.id } })
    const jacket = ofArticle(list, 'NO-1003')
    expect(jacket).toHaveLength(list.length)
    expect(jacket).toHaveLength(7)
    expect(jacket[0]).toMatchObject({
      workflow_name: 'Apparel standard',
      planned_from: 'end_date',
      status: 'done',
    })
    const dates = jacket.map((milestone) => milestone.planned_date)
    expect(dates.at(-1)).toBe(capsule.end_date)
    jacket.slice(1).forEach((milestone, index) => {
      expect(milestone.planned_date).toBe(addDays(dates[index]!, milestone.duration_days))
    })
  })

  it('offers every active workflow, the default first, to those who edit the project', async () => {
    const choices = await admin.call(milestones.choices, { params: { id: capsule.id } })
    expect(choices[0]).toMatchObject({ name: 'Apparel standard', is_default: true, matches_supplier: false })
  })

  it('plans forwards from today for a project without an end date', async () => {
    const open = await admin.call(projectEndpoints.create, { body: { code: 'AM-OPEN', name: 'Open-ended' } })
    await admin.call(projectArticleEndpoints.save, {
      params: { id: open.id },
      body: { articles: [{ article_id: articleIds['NO-2001']!, quantity: '10' }], version: open.version },
    })
    const list = await apply(open.id, 'NO-2001')
    expect(list.every((milestone) => milestone.planned_from === 'today')).toBe(true)
    expect(list.map((milestone) => milestone.planned_date)).toEqual(
      planMilestoneDates(
        list.map((milestone) => milestone.duration_days),
        { etd: null, today: todayInCet() },
      ),
    )
  })

  it('re-applies: what has not started is replaced, what has started stays, and both are audited', async () => {
    const first = ofArticle(await apply(capsule.id, 'NO-1004'), 'NO-1004')
    expect(first).toHaveLength(7)
    const labDip = named(first, 'Lab dip approved')
    await move(capsule.id, labDip, 'in_progress')
    const again = ofArticle(await apply(capsule.id, 'NO-1004'), 'NO-1004')
    expect(again).toHaveLength(7)
    expect(named(again, 'Lab dip approved')).toMatchObject({ id: labDip.id, status: 'in_progress' })
    expect(named(again, 'Cutting started').id).not.toBe(named(first, 'Cutting started').id)
    const applied = await admin.call(auditEndpoints.list, {
      query: { filter: { entity_id: capsule.id, entity_type: 'project' } },
    })
    expect(applied.data.filter((entry) => entry.action === 'workflow-applied').length).toBeGreaterThanOrEqual(
      2,
    )
    const moved = await admin.call(auditEndpoints.list, { query: { filter: { entity_id: labDip.id } } })
    expect(moved.data[0]).toMatchObject({ entity_type: 'project-article-milestone', action: 'updated' })
  })

  it('moves a status along the shared state machine, versioned, and tells open tabs', async () => {
    const list = ofArticle(await admin.call(milestones.list, { params: { id: capsule.id } }), 'NO-1004')
    const cutting = named(list, 'Cutting started')
    const heard = tab.next<ProjectArticleMilestonesUpdated>(
      channels.sync(nordicId),
      projectArticleMilestonesUpdatedEvent,
    )
    const done = await admin.call(milestones.update, {
      params: { id: capsule.id, milestoneId: cutting.id },
      body: { status: 'done', actual_date: '2027-06-01', version: cutting.version },
    })
    expect(done).toMatchObject({ status: 'done', actual_date: '2027-06-01', version: cutting.version + 1 })
    expect(await heard).toEqual({ project_id: capsule.id })
    const stale = await admin.request(milestones.update, {
      params: { id: capsule.id, milestoneId: cutting.id },
      body: { status: 'delayed', version: cutting.version },
    })
    expect(stale.statusCode).toBe(409)
    const backwards = await admin.request(milestones.update, {
      params: { id: capsule.id, milestoneId: cutting.id },
      body: { status: 'not_started', version: done.version },
      locale: 'en',
    })
    expect(backwards.statusCode).toBe(409)
    expect(backwards.json().message).toBe('This status change is not allowed for the milestone')
    const sewing = named(list, 'Sewing finished')
    await expectFieldError(
      admin,
      toCall(milestones.update, {
        params: { id: capsule.id, milestoneId: sewing.id },
        body: { status: 'in_progress', actual_date: '2027-06-01', version: sewing.version },
      }),
      'actual_date',
      {
        sv: 'Ett faktiskt datum hör till en milstolpe som är klar',
        en: 'An actual date belongs to a milestone that is done',
      },
    )
    await expectFieldError(
      admin,
      toCall(milestones.update, {
        params: { id: capsule.id, milestoneId: sewing.id },
        body: { status: 'finished' as never, version: sewing.version },
      }),
      'status',
      { sv: 'Välj ett av de tillåtna värdena', en: 'Choose one of the allowed values' },
    )
  })

  it('refuses an article the project does not buy and a workflow that is not active, per field', async () => {
    await expectFieldError(
      admin,
      toCall(milestones.apply, {
        params: { id: capsule.id },
        body: { article_id: articleIds['NO-1001']!, workflow_id: apparelId },
      }),
      'article_id',
      { sv: 'Artikeln finns inte i projektet', en: 'The article is not in this project' },
    )
    await expectFieldError(
      admin,
      toCall(milestones.apply, {
        params: { id: capsule.id },
        body: { article_id: articleIds['NO-1003']!, workflow_id: crypto.randomUUID() },
      }),
      'workflow_id',
      { sv: 'Välj en aktiv post i listan', en: 'Pick an active item from the list' },
    )
  })

  it('is hidden from another company: every route answers 404', async () => {
    const [first] = await admin.call(milestones.list, { params: { id: capsule.id } })
    await expectHiddenFrom(baltic, [
      toCall(milestones.list, { params: { id: capsule.id } }),
      toCall(milestones.choices, { params: { id: capsule.id } }),
      toCall(milestones.apply, {
        params: { id: capsule.id },
        body: { article_id: articleIds['NO-1003']!, workflow_id: apparelId },
      }),
      toCall(milestones.update, {
        params: { id: capsule.id, milestoneId: first!.id },
        body: { status: 'delayed', version: first!.version },
      }),
    ])
  })

  it('takes an article’s milestones away with the article, and keeps the others’ when the list is saved', async () => {
    const project = await admin.call(projectEndpoints.create, {
      body: { code: 'AM-REMOVE', name: 'Removing', end_date: '2027-12-01' },
    })
    const lines = (codes: string[]) => codes.map((code) => ({ article_id: articleIds[code]!, quantity: '5' }))
    let saved = await admin.call(projectArticleEndpoints.save, {
      params: { id: project.id },
      body: { articles: lines(['NO-2002', 'NO-2003']), version: project.version },
    })
    await apply(project.id, 'NO-2002')
    const both = await apply(project.id, 'NO-2003')
    expect(both).toHaveLength(14)
    saved = await admin.call(projectArticleEndpoints.save, {
      params: { id: project.id },
      body: { articles: lines(['NO-2003']), version: saved.version },
    })
    const left = await admin.call(milestones.list, { params: { id: project.id } })
    expect(left.map((milestone) => milestone.id).sort()).toEqual(
      ofArticle(both, 'NO-2003')
        .map((milestone) => milestone.id)
        .sort(),
    )
    await admin.call(projectArticleEndpoints.save, {
      params: { id: project.id },
      body: { articles: lines(['NO-2003', 'NO-2002']), version: saved.version },
    })
    expect(ofArticle(await admin.call(milestones.list, { params: { id: project.id } }), 'NO-2002')).toEqual(
      [],
    )
  })
})
