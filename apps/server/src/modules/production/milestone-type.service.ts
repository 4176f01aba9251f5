import type { MilestoneType, milestoneTypeEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { type MilestoneTypeRow, milestoneTypeList } from './milestone-type.queries.ts'

const toMilestoneType = (row: MilestoneTypeRow): MilestoneType => ({
  id: row.id,
  name: row.name,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...milestoneTypeList,
  entityType: 'milestone-type',
  param: 'milestone-types',
  toDto: toMilestoneType,
  unique: {
    constraint: 'milestone_types_company_name_unique',
    field: 'name',
    code: 'companySettings.nameTaken',
  },
})

type Body = Parameters<CrudService<typeof milestoneTypeEndpoints>['create']>[1]
const values = (body: Body) => ({ name: body.name, active: body.active })

export const milestoneTypeService: CrudService<typeof milestoneTypeEndpoints> = {
  list: list.list,
  get: list.get,
  create: (ctx, body) => list.create(ctx, values(body)),
  update: (ctx, id, body) => list.update(ctx, id, body.version, values(body)),
  remove: list.remove,
}
