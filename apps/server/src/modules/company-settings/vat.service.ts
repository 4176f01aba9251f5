import { canonicalDecimal, type Vat, type vatEndpoints } from '@scm/contracts'
import { eq, sql } from 'drizzle-orm'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { vats } from './vat.table.ts'

const toVat = (row: typeof vats.$inferSelect): Vat => ({
  id: row.id,
  name: row.name,
  value: canonicalDecimal(row.value),
  code: row.code,
  reverse_charge: row.reverseCharge,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  table: vats,
  entityType: 'vat',
  param: 'vats',
  toDto: toVat,
  sortable: { name: sql`lower(${vats.name})`, value: vats.value, code: vats.code },
  defaultSort: [sql`${vats.value} desc`],
  search: [vats.name, vats.code],
  filters: (filter) => [filter.active ? eq(vats.active, filter.active === 'true') : undefined],
  unique: { constraint: 'vats_company_name_unique', field: 'name', code: 'companySettings.nameTaken' },
})

type Body = Parameters<CrudService<typeof vatEndpoints>['create']>[1]
const values = (body: Body) => ({
  name: body.name,
  value: body.value,
  code: body.code,
  reverseCharge: body.reverse_charge,
  active: body.active,
})

export const vatService: CrudService<typeof vatEndpoints> = {
  list: list.list,
  get: list.get,
  create: (ctx, body) => list.create(ctx, values(body)),
  update: (ctx, id, body) => list.update(ctx, id, body.version, values(body)),
  remove: list.remove,
}
