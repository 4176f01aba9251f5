import { authEndpoints, projectEndpoints, type Task, taskAttachments, taskEndpoints } from '@scm/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiClient,
  apiClient,
  expectFieldError,
  expectStatusForEach,
  toCall,
} from '../../../testing/api-client.ts'
import { expectHiddenFrom } from '../../../testing/cross-company.ts'
import { samplePdf } from '../../../testing/sample-files.ts'
import { demoClients } from '../../../testing/sign-in.ts'
import { createTestApp, type TestApp } from '../../../testing/test-app.ts'
import { restrictPurchasers } from '../../articles/testing/restrict-purchasers.ts'
import { required } from '../../company-settings/testing/settings-fixtures.ts'

let t: TestApp
let clients: Awaited<ReturnType<typeof demoClients>>
let admin: ApiClient
let buyerId: string

beforeAll(async () => {
  t = await createTestApp()
  clients = await demoClients(t.app)
  admin = clients.admin
  buyerId = (await clients.buyer.call(authEndpoints.user)).id
})
afterAll(() => t.close())

const files = taskAttachments.endpoints

async function plan(code: string) {
  const project = await admin.call(projectEndpoints.create, { body: { code, name: `Plan ${code}` } })
  const add = async (name: string, start: string, end: string) =>
    (
      await admin.call(taskEndpoints.create, {
        body: { project_id: project.id, name, start_date: start, end_date: end },
      })
    ).task
  const cut = await add('Cut fabric', '2027-03-01', '2027-03-05')
  const sew = await add('Sew samples', '2027-03-08', '2027-03-12')
  const pack = await add('Pack samples', '2027-03-15', '2027-03-16')
  await admin.call(taskEndpoints.link, { body: { source_id: cut.id, target_id: sew.id } })
  await admin.call(taskEndpoints.link, { body: { source_id: sew.id, target_id: pack.id } })
  return { project, cut, sew, pack }
}

const upload = (client: ApiClient, task: Task, name: string) => {
  const form = new FormData()
  form.append('file', new Blob([`${samplePdf}${name}`], { type: 'application/pdf' }), name)
  return client.send({ ...toCall(files.upload, { params: { entityId: task.id } }), payload: form })
}

describe(`a task’s own page (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows the task with its project and what it waits for both ways', async () => {
    const { project, cut, sew, pack } = await plan('PAGE')
    const page = await admin.call(taskEndpoints.page, { params: { id: sew.id } })
    expect(page.task).toMatchObject({ id: sew.id, name: 'Sew samples', status: 'not_started' })
    expect(page.project).toEqual({ id: project.id, name: 'Plan PAGE' })
    expect(page.waits_for.map((task) => task.name)).toEqual([cut.name])
    expect(page.waited_for_by.map((task) => task.name)).toEqual([pack.name])
    expect(page).toMatchObject({ may_comment: true, may_edit: true })
  })

  it('keeps comments in order, signed by their author, and refuses an empty one per field', async () => {
    const { sew } = await plan('TALK')
    await admin.call(taskEndpoints.comment, { params: { id: sew.id }, body: { text: 'Thread is late' } })
    await clients.buyer.call(taskEndpoints.comment, { params: { id: sew.id }, body: { text: ' On it ' } })
    expect(
      (await admin.call(taskEndpoints.comments, { params: { id: sew.id } })).map((c) => [
        c.author_name,
        c.text,
      ]),
    ).toEqual([
      ['Anna Berg', 'Thread is late'],
      ['Erik Lund', 'On it'],
    ])
    await expectFieldError(
      admin,
      toCall(taskEndpoints.comment, { params: { id: sew.id }, body: { text: '  ' } }),
      'text',
      required,
    )
  })

  it('attaches files, downloads them at tasks/{id}/file/{fileId}, and removes them with the task', async () => {
    const { sew, pack } = await plan('FILES')
    const response = await upload(admin, sew, 'Sample spec.pdf')
    expect(response.statusCode, response.body).toBe(201)
    const file = files.upload.response.parse(response.json())
    expect((await admin.call(files.list, { params: { entityId: sew.id } })).map((f) => f.file_name)).toEqual([
      'Sample spec.pdf',
    ])
    const download = await admin.request(taskEndpoints.file, { params: { id: sew.id, fileId: file.id } })
    expect(download.statusCode).toBe(200)
    expect(download.body).toBe(`${samplePdf}Sample spec.pdf`)
    expect(download.headers['content-disposition']).toContain('attachment')
    // The file belongs to its task: asked for under another, there is none.
    await expectHiddenFrom(admin, [toCall(taskEndpoints.file, { params: { id: pack.id, fileId: file.id } })])

    await admin.call(taskEndpoints.remove, { params: { id: sew.id } })
    await expectHiddenFrom(admin, [
      toCall(files.list, { params: { entityId: sew.id } }),
      toCall(taskEndpoints.file, { params: { id: sew.id, fileId: file.id } }),
    ])
  })

  it('tells the task’s history: created, changed, commented and a file attached, newest first', async () => {
    const { sew } = await plan('HIST')
    await admin.call(taskEndpoints.update, {
      params: { id: sew.id },
      body: { status: 'in_progress', progress: 40, version: sew.version },
    })
    await admin.call(taskEndpoints.comment, { params: { id: sew.id }, body: { text: 'Halfway' } })
    expect((await upload(admin, sew, 'Photo.pdf')).statusCode).toBe(201)
    const history = await admin.call(taskEndpoints.history, { params: { id: sew.id } })
    expect(history.map((entry) => entry.action)).toEqual([
      'attachment.added',
      'commented',
      'updated',
      'created',
    ])
    expect(history.every((entry) => entry.actor_name === 'Anna Berg')).toBe(true)
    expect(history[0]!.changes).toEqual([{ field: 'file_name', before: null, after: 'Photo.pdf' }])
    expect(history[1]!.changes).toEqual([{ field: 'text', before: null, after: 'Halfway' }])
    expect(history[2]!.changes).toEqual([
      { field: 'status', before: 'not_started', after: 'in_progress' },
      { field: 'progress', before: '0', after: '40' },
    ])
  })

  it('names the people of a task once: a change that leaves them alone does not list them', async () => {
    const { pack } = await plan('PEOPLE')
    const given = await admin.call(taskEndpoints.update, {
      params: { id: pack.id },
      body: { executor_id: buyerId, version: pack.version },
    })
    await admin.call(taskEndpoints.update, {
      params: { id: pack.id },
      body: { status: 'in_progress', version: given.task.version },
    })
    const [changed, assigned] = await admin.call(taskEndpoints.history, { params: { id: pack.id } })
    expect(changed!.changes).toEqual([{ field: 'status', before: 'not_started', after: 'in_progress' }])
    expect(assigned!.changes).toEqual([{ field: 'executor_name', before: null, after: 'Erik Lund' }])
  })

  it('lets a reader comment only on tasks it manages or executes, and attach nothing', async () => {
    const { cut, sew } = await plan('PERMS')
    await admin.call(taskEndpoints.update, {
      params: { id: sew.id },
      body: { executor_id: buyerId, version: sew.version },
    })
    await restrictPurchasers(admin, ['list.projects'])
    const buyer = clients.buyer
    expect(await buyer.call(taskEndpoints.page, { params: { id: sew.id } })).toMatchObject({
      may_comment: true,
      may_edit: false,
    })
    expect(await buyer.call(taskEndpoints.page, { params: { id: cut.id } })).toMatchObject({
      may_comment: false,
      may_edit: false,
    })
    const comment = await buyer.call(taskEndpoints.comment, {
      params: { id: sew.id },
      body: { text: 'Started the run' },
    })
    expect(comment).toMatchObject({ author_name: 'Erik Lund', text: 'Started the run' })
    await expectStatusForEach(
      buyer,
      [toCall(taskEndpoints.comment, { params: { id: cut.id }, body: { text: 'Not mine' } })],
      403,
    )
    expect((await upload(buyer, sew, 'No.pdf')).statusCode).toBe(403)
    expect(await buyer.call(taskEndpoints.history, { params: { id: sew.id } })).toHaveLength(3)
  })

  it('hides another company’s task behind 404 and answers 401 without a session', async () => {
    const { sew } = await plan('HIDDEN')
    await admin.call(taskEndpoints.comment, { params: { id: sew.id }, body: { text: 'Secret remark' } })
    await expectHiddenFrom(
      clients.baltic,
      [
        toCall(taskEndpoints.page, { params: { id: sew.id } }),
        toCall(taskEndpoints.comments, { params: { id: sew.id } }),
        toCall(taskEndpoints.comment, { params: { id: sew.id }, body: { text: 'Mine now' } }),
        toCall(taskEndpoints.history, { params: { id: sew.id } }),
        toCall(files.list, { params: { entityId: sew.id } }),
      ],
      ['Secret remark', 'Sew samples'],
    )
    const anonymous = await apiClient(t.app).request(taskEndpoints.page, { params: { id: sew.id } })
    expect(anonymous.statusCode).toBe(401)
  })
})
