import type { Tag, tagEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { type TagRow, tagList } from './tag.queries.ts'

const toTag = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  type: row.type,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...tagList,
  entityType: 'tag',
  param: 'tags',
  toDto: toTag,
  unique: { constraint: 'tags_company_type_name_unique', field: 'name', code: 'companySettings.nameTaken' },
})

type Body = Parameters<CrudService<typeof tagEndpoints>['create']>[1]
const values = (body: Body) => ({ name: body.name, type: body.type, active: body.active })

export const tagService: CrudService<typeof tagEndpoints> = {
  list: list.list,
  get: list.get,
  create: (ctx, body) => list.create(ctx, values(body)),
  update: (ctx, id, body) => list.update(ctx, id, body.version, values(body)),
  remove: list.remove,
}
