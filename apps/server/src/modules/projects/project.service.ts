import type { Project, projectEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { assertSettingsReference } from '../company-settings/index.ts'
import { assertMasterDataReference } from '../master-data/index.ts'
import { type ProjectRow, projectListSource } from './project.queries.ts'
import { assertProjectPeople } from './project-people.ts'

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  code: row.code,
  name: row.name,
  season_id: row.seasonId,
  year: row.year,
  buying_entity_id: row.buyingEntityId,
  start_date: row.startDate,
  end_date: row.endDate,
  description: row.description,
  active: row.active,
  manager_ids: row.managerIds,
  member_ids: row.memberIds,
  purchaser_id: row.purchaserId,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...projectListSource,
  entityType: 'project',
  param: 'projects',
  toDto: toProject,
  unique: { constraint: 'projects_company_code_unique', field: 'code', code: 'projects.codeTaken' },
})

type Body = Parameters<CrudService<typeof projectEndpoints>['create']>[1]

async function checkLinks(ctx: RequestContext, body: Body, current?: Project) {
  await assertMasterDataReference(ctx, 'seasons', body.season_id, 'season_id', current?.season_id)
  await assertSettingsReference(
    ctx,
    'buying-entity',
    body.buying_entity_id,
    'buying_entity_id',
    current?.buying_entity_id,
  )
  await assertProjectPeople(ctx, body, current)
}

const values = (body: Body) => ({
  code: body.code,
  name: body.name,
  seasonId: body.season_id,
  year: body.year,
  buyingEntityId: body.buying_entity_id,
  startDate: body.start_date,
  endDate: body.end_date,
  description: body.description,
  active: body.active,
  managerIds: body.manager_ids,
  memberIds: body.member_ids,
  purchaserId: body.purchaser_id,
})

// A project in use by a warehouse or an address is deactivated rather than deleted (the foreign keys
// refuse the delete with the shared "in use" message).
export const projectService: CrudService<typeof projectEndpoints> = {
  list: list.list,
  get: list.get,
  async create(ctx, body) {
    await checkLinks(ctx, body)
    return list.create(ctx, values(body))
  },
  async update(ctx, id, body) {
    const current = await list.get(ctx, id)
    await checkLinks(ctx, body, current)
    return list.update(ctx, id, body.version, values(body))
  },
  remove: list.remove,
}
