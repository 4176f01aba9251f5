import type { AddressInfo } from 'node:net'
import {
  authEndpoints,
  channels,
  type ProjectTasksUpdated,
  paramEndpoints,
  projectEndpoints,
  projectTasksUpdatedEvent,
  type Task,
  type TaskBody,
  taskEndpoints,
} from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  apiClient,
  expectFieldError,
  expectStatusForEach,
  toCall,
} from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { connectRealtime, type RealtimeClient } from '../../../testing/realtime-client.ts'
import { demoClients, signIn } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { unavailable } from '../../company-settings/testing/settings-fixtures.ts'

let t: TestApp
let admin: ApiClient
let clients: Awaited<ReturnType<typeof demoClients>>
let tab: RealtimeClient
let nordicId: string

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  clients = await demoClients(t.app)
  admin = clients.admin
  const session = await signIn(t.app, 'buyer@nordic.demo')
  nordicId = (await apiClient(t.app, session).call(authEndpoints.user)).company_id
  tab = await connectRealtime(
    `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    session.token,
  )
  expect(await tab.subscribe(channels.sync(nordicId))).toEqual({ ok: true })
})
afterAll(async () => {
  tab.close()
  await t.close()
})

async function newProject(code: string) {
  return admin.call(projectEndpoints.create, { body: { code, name: `Plan ${code}` } })
}

async function add(
  projectId: string,
  name: string,
  start: string,
  end: string,
  more: Partial<TaskBody> = {},
) {
  return (
    await admin.call(taskEndpoints.create, {
      body: { project_id: projectId, name, start_date: start, end_date: end, ...more },
    })
  ).task
}

const tree = async (projectId: string) => admin.call(taskEndpoints.tree, { params: { projectId } })
const dates = (task: Task) => [task.name, task.start_date, task.end_date]
const byName = async (projectId: string, name: string) =>
  (await tree(projectId)).tasks.find((task) => task.name === name)!

describe('a project’s task tree', () => {
  it('has the demo capsule planned three levels deep, every parent spanning its children and every dependency kept', async () => {
    const capsule = (await admin.call(projectEndpoints.list, { query: { search: 'AW27-CAPSULE' } })).data[0]!
    const { tasks, links, period } = await tree(capsule.id)
    expect(tasks.filter((task) => task.parent_id === null).map((task) => task.name)).toEqual([
      'Development',
      'Production',
      'Launch in stores',
    ])
    expect(tasks.find((task) => task.name === 'Fit session')).toMatchObject({ manager_name: 'Erik Lund' })
    expect(period).toEqual({ start_date: '2027-03-01', end_date: '2027-09-15' })
    const byId = new Map(tasks.map((task) => [task.id, task]))
    for (const task of tasks) {
      const children = tasks.filter((child) => child.parent_id === task.id)
      if (children.length === 0) continue
      expect(task.start_date).toBe(children.map((child) => child.start_date).sort()[0])
      expect(task.end_date).toBe(
        children
          .map((child) => child.end_date)
          .sort()
          .at(-1),
      )
    }
    expect(links).toHaveLength(7)
    for (const link of links)
      expect(byId.get(link.target_id)!.start_date > byId.get(link.source_id)!.end_date).toBe(true)
  })

  it('builds a tree three levels deep, in order, with parents spanning their children', async () => {
    const project = await newProject('TREE')
    const sampling = await add(project.id, 'Sampling', '2027-01-04', '2027-01-08')
    const proto = await add(project.id, 'Proto', '2027-01-04', '2027-01-06', { parent_id: sampling.id })
    const change = await admin.call(taskEndpoints.create, {
      body: {
        project_id: project.id,
        parent_id: proto.id,
        name: 'Fit session',
        start_date: '2027-01-11',
        end_date: '2027-01-15',
      },
    })
    // A parent spans its children: the first grandchild sets both parents' dates, and the answer says so.
    expect(change.changed.map(dates)).toEqual([
      ['Sampling', '2027-01-11', '2027-01-15'],
      ['Proto', '2027-01-11', '2027-01-15'],
    ])
    await add(project.id, 'Size set', '2027-01-05', '2027-01-07', { parent_id: sampling.id, position: 0 })
    const production = await add(project.id, 'Production', '2027-02-01', '2027-03-01')
    const read = await tree(project.id)
    expect(read.tasks.map((task) => [task.name, task.parent_id, task.position])).toEqual([
      ['Sampling', null, 0],
      ['Size set', sampling.id, 0],
      ['Proto', sampling.id, 1],
      ['Fit session', proto.id, 0],
      ['Production', null, 1],
    ])
    expect(read.period).toEqual({ start_date: '2027-01-05', end_date: '2027-03-01' })
    const found = await admin.call(taskEndpoints.tree, {
      params: { projectId: project.id },
      query: { search: 'fit' },
    })
    expect(found.tasks.map((task) => task.name)).toEqual(['Sampling', 'Proto', 'Fit session'])
    expect((await admin.call(taskEndpoints.get, { params: { id: production.id } })).name).toBe('Production')
  })

  it('pushes dependants when a task moves later, leaves them when it moves earlier, and refuses starting before a predecessor ends', async () => {
    const project = await newProject('DEPS')
    const fabric = await add(project.id, 'Fabric', '2027-03-01', '2027-03-10')
    const cutting = await add(project.id, 'Cutting', '2027-03-08', '2027-03-12')
    const sewing = await add(project.id, 'Sewing', '2027-03-13', '2027-03-20')
    const linked = await admin.call(taskEndpoints.link, {
      body: { source_id: fabric.id, target_id: cutting.id },
    })
    // Cutting started before the fabric was in: the new dependency moves it to the day after.
    expect(linked.changed.map(dates)).toEqual([['Cutting', '2027-03-11', '2027-03-15']])
    const second = await admin.call(taskEndpoints.link, {
      body: { source_id: cutting.id, target_id: sewing.id },
    })
    expect(second.changed.map(dates)).toEqual([['Sewing', '2027-03-16', '2027-03-23']])

    const late = await admin.call(taskEndpoints.update, {
      params: { id: fabric.id },
      body: { start_date: '2027-03-05', end_date: '2027-03-14', version: fabric.version },
    })
    expect(dates(late.task)).toEqual(['Fabric', '2027-03-05', '2027-03-14'])
    expect(late.changed.map(dates)).toEqual([
      ['Cutting', '2027-03-15', '2027-03-19'],
      ['Sewing', '2027-03-20', '2027-03-27'],
    ])
    const early = await admin.call(taskEndpoints.update, {
      params: { id: fabric.id },
      body: { start_date: '2027-02-20', end_date: '2027-02-25', version: late.task.version },
    })
    expect(early.changed).toEqual([])
    const cuttingNow = await byName(project.id, 'Cutting')
    await expectFieldError(
      admin,
      toCall(taskEndpoints.update, {
        params: { id: sewing.id },
        body: {
          start_date: '2027-03-10',
          end_date: '2027-03-12',
          version: (await byName(project.id, 'Sewing')).version,
        },
      }),
      'start_date',
      {
        sv: 'Uppgiften skulle börja innan ”Cutting” är klar (2027-03-19), som den beror på',
        en: 'The task would start before “Cutting” ends (2027-03-19), which it depends on',
      },
    )
    // A colleague's edit on Cutting as it was before the push is stale.
    const stale = await admin.request(taskEndpoints.update, {
      params: { id: cutting.id },
      body: { name: 'Cutting (renamed)', version: cutting.version },
    })
    expect(stale.statusCode).toBe(409)
    expect(cuttingNow.version).toBeGreaterThan(cutting.version)
  })

  it('refuses a dependency on itself, within its own branch, twice, in a loop or across projects', async () => {
    const project = await newProject('LINKS')
    const parent = await add(project.id, 'Parent', '2027-04-01', '2027-04-05')
    const child = await add(project.id, 'Child', '2027-04-01', '2027-04-05', { parent_id: parent.id })
    const a = await add(project.id, 'A', '2027-04-10', '2027-04-11')
    const b = await add(project.id, 'B', '2027-04-12', '2027-04-13')
    const link = (source: Task, target: Task) =>
      toCall(taskEndpoints.link, { body: { source_id: source.id, target_id: target.id } })
    const family = {
      sv: 'En uppgift kan inte bero på sig själv, en uppgift ovanför den eller någon av sina underuppgifter',
      en: 'A task cannot depend on itself, a task above it or one of its subtasks',
    }
    await expectFieldError(admin, link(a, a), 'target_id', family)
    await expectFieldError(admin, link(child, parent), 'target_id', family)
    await admin.send(link(a, b))
    await expectFieldError(admin, link(a, b), 'target_id', {
      sv: 'Beroendet finns redan',
      en: 'This dependency already exists',
    })
    await expectFieldError(admin, link(b, a), 'target_id', {
      sv: 'Beroendet skulle bli en slinga: ”A” leder redan fram till den här uppgiften',
      en: 'This dependency would make a loop: “A” already leads to this task',
    })
    // Child → A and A → Parent would need the child to end before its own parent starts.
    await admin.send(link(child, a))
    await expectFieldError(admin, link(a, parent), 'target_id', {
      sv: 'Det skulle bli en slinga av beroenden via uppgifterna ovanför dem',
      en: 'This would make a loop of dependencies through the tasks above them',
    })
    const other = await newProject('LINKS-2')
    const elsewhere = await add(other.id, 'Elsewhere', '2027-04-01', '2027-04-02')
    await expectFieldError(admin, link(a, elsewhere), 'target_id', {
      sv: 'Båda uppgifterna måste höra till samma projekt',
      en: 'Both tasks must belong to the same project',
    })
    const removed = await admin.call(taskEndpoints.unlink, {
      params: { id: (await tree(project.id)).links[0]!.id },
    })
    expect((await tree(project.id)).links.map((each) => each.id)).not.toContain(removed.id)
  })

  it('moves and reorders tasks, shrinking the parent left behind, and never under the task itself', async () => {
    const project = await newProject('MOVE')
    const one = await add(project.id, 'One', '2027-05-01', '2027-05-20')
    const early = await add(project.id, 'Early', '2027-05-01', '2027-05-03', { parent_id: one.id })
    const late = await add(project.id, 'Late', '2027-05-15', '2027-05-20', { parent_id: one.id })
    const two = await add(project.id, 'Two', '2027-06-01', '2027-06-02')
    const moved = await admin.call(taskEndpoints.move, {
      params: { id: late.id },
      body: { parent_id: null, position: 0, version: late.version },
    })
    expect(moved.task).toMatchObject({ parent_id: null, position: 0 })
    const read = await tree(project.id)
    expect(read.tasks.map((task) => [task.name, task.position, task.start_date, task.end_date])).toEqual([
      ['Late', 0, '2027-05-15', '2027-05-20'],
      ['One', 1, '2027-05-01', '2027-05-03'],
      ['Early', 0, '2027-05-01', '2027-05-03'],
      ['Two', 2, '2027-06-01', '2027-06-02'],
    ])
    const current = read.tasks.find((task) => task.id === one.id)!
    await expectFieldError(
      admin,
      toCall(taskEndpoints.move, {
        params: { id: one.id },
        body: { parent_id: early.id, position: 0, version: current.version },
      }),
      'parent_id',
      {
        sv: 'En uppgift kan inte flyttas in under sig själv eller någon av sina underuppgifter',
        en: 'A task cannot be moved under itself or one of its subtasks',
      },
    )
    // A parent lasts as long as its children: it may be moved (they move with it), not stretched.
    const shifted = await admin.call(taskEndpoints.update, {
      params: { id: one.id },
      body: { start_date: '2027-05-04', end_date: '2027-05-06', version: current.version },
    })
    expect(shifted.changed.map(dates)).toEqual([['Early', '2027-05-04', '2027-05-06']])
    await expectFieldError(
      admin,
      toCall(taskEndpoints.update, {
        params: { id: one.id },
        body: { end_date: '2027-05-30', version: shifted.task.version },
      }),
      'end_date',
      {
        sv: 'En uppgift med underuppgifter varar lika länge som de: flytta den, eller ändra underuppgifterna',
        en: 'A task with subtasks lasts as long as they do: move it, or change its subtasks',
      },
    )
    const removal = await admin.call(taskEndpoints.remove, { params: { id: one.id } })
    expect(removal.removed.sort()).toEqual([one.id, early.id].sort())
    expect((await tree(project.id)).tasks.map((task) => [task.name, task.position])).toEqual([
      ['Late', 0],
      ['Two', 1],
    ])
    expect(two.id).toBeDefined()
  })

  it('completes a task with its children, and tells the company’s open tabs after the commit', async () => {
    const project = await newProject('DONE')
    const parent = await add(project.id, 'Trims', '2027-06-01', '2027-06-10')
    await add(project.id, 'Zips', '2027-06-01', '2027-06-04', { parent_id: parent.id })
    await add(project.id, 'Labels', '2027-06-05', '2027-06-10', { parent_id: parent.id, progress: 40 })
    const heard = tab.next<ProjectTasksUpdated>(channels.sync(nordicId), projectTasksUpdatedEvent)
    const done = await admin.call(taskEndpoints.update, {
      params: { id: parent.id },
      body: { status: 'completed', version: (await byName(project.id, 'Trims')).version },
    })
    expect([done.task.status, done.task.progress]).toEqual(['completed', 100])
    expect(done.changed.map((task) => [task.name, task.status, task.progress])).toEqual([
      ['Zips', 'completed', 100],
      ['Labels', 'completed', 100],
    ])
    expect(await heard).toEqual({ project_id: project.id })
  })

  it('takes managers and executors from the company only, and refuses bad dates per field', async () => {
    const project = await newProject('PEOPLE')
    const { users } = await admin.call(paramEndpoints.selectMany, { query: { select_many: 'users' } })
    const erik = users!.find((user) => user.name === 'Erik Lund')!.id
    const task = await add(project.id, 'Costing', '2027-07-01', '2027-07-02', {
      manager_id: erik,
      executor_id: erik,
    })
    expect([task.manager_name, task.executor_name]).toEqual(['Erik Lund', 'Erik Lund'])
    const balticUser = (
      await clients.baltic.call(paramEndpoints.selectMany, { query: { select_many: 'users' } })
    ).users![0]!.id
    await expectFieldError(
      admin,
      toCall(taskEndpoints.update, {
        params: { id: task.id },
        body: { executor_id: balticUser, version: task.version },
      }),
      'executor_id',
      unavailable,
    )
    await expectFieldError(
      admin,
      toCall(taskEndpoints.create, {
        body: { project_id: project.id, name: 'Backwards', start_date: '2027-07-05', end_date: '2027-07-01' },
      }),
      'end_date',
      {
        sv: 'Slutdatumet måste vara samma dag som eller efter startdatumet',
        en: 'The end date must be on or after the start date',
      },
    )
  })

  it('lets list.projects read the tree and needs create.project to change it; another company sees nothing', async () => {
    const project = await newProject('PERMS')
    const task = await add(project.id, 'Secret milestone', '2027-08-01', '2027-08-02')
    const balticProject = await clients.baltic.call(projectEndpoints.create, {
      body: { code: 'B1', name: 'Baltic' },
    })
    await expectHiddenFrom(
      clients.baltic,
      [
        toCall(taskEndpoints.tree, { params: { projectId: project.id } }),
        toCall(taskEndpoints.get, { params: { id: task.id } }),
        toCall(taskEndpoints.update, {
          params: { id: task.id },
          body: { name: 'Mine', version: task.version },
        }),
        toCall(taskEndpoints.move, {
          params: { id: task.id },
          body: { parent_id: null, position: 0, version: 0 },
        }),
        toCall(taskEndpoints.remove, { params: { id: task.id } }),
      ],
      ['Secret milestone'],
    )
    await expectFieldError(
      clients.baltic,
      toCall(taskEndpoints.create, {
        body: { project_id: project.id, name: 'Intruder', start_date: '2027-08-01', end_date: '2027-08-01' },
      }),
      'project_id',
      unavailable,
    )
    const theirs = await clients.baltic.call(taskEndpoints.create, {
      body: {
        project_id: balticProject.id,
        name: 'Theirs',
        start_date: '2027-08-01',
        end_date: '2027-08-01',
      },
    })
    await expectFieldError(
      admin,
      toCall(taskEndpoints.link, { body: { source_id: task.id, target_id: theirs.task.id } }),
      'target_id',
      unavailable,
    )

    await restrictPurchasers(admin, ['list.projects'])
    const buyer = clients.buyer
    expect((await buyer.call(taskEndpoints.tree, { params: { projectId: project.id } })).tasks).toHaveLength(
      1,
    )
    await expectStatusForEach(
      buyer,
      [
        toCall(taskEndpoints.create, {
          body: { project_id: project.id, name: 'No', start_date: '2027-08-01', end_date: '2027-08-01' },
        }),
        toCall(taskEndpoints.update, {
          params: { id: task.id },
          body: { name: 'No', version: task.version },
        }),
        toCall(taskEndpoints.remove, { params: { id: task.id } }),
      ],
      403,
    )
  })
})
