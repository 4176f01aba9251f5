import { canonicalDecimal, type Vat, type vatEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import { type VatRow, vatList } from './vat.queries.ts'

const toVat = (row: VatRow): Vat => ({
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
  ...vatList,
  entityType: 'vat',
  param: 'vats',
  toDto: toVat,
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
