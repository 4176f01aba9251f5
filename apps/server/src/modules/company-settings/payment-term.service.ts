import type { PaymentTerm, paymentTermEndpoints } from '@scm/contracts'
import { companyList } from '../../platform/db/company-list.ts'
import { conflict, invalidField } from '../../platform/errors/app-error.ts'
import type { CrudService } from '../../platform/http/crud-routes.ts'
import {
  countOtherPaymentTerms,
  hasDefaultPaymentTerm,
  type PaymentTermRow,
  paymentTermList,
} from './payment-term.queries.ts'

const toPaymentTerm = (row: PaymentTermRow): PaymentTerm => ({
  id: row.id,
  name: row.name,
  credit_days: row.creditDays,
  is_default: row.isDefault,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

const list = companyList({
  ...paymentTermList,
  entityType: 'payment-term',
  param: 'payment-terms',
  toDto: toPaymentTerm,
  unique: {
    constraint: 'payment_terms_company_name_unique',
    field: 'name',
    code: 'companySettings.nameTaken',
  },
})

type Body = Parameters<CrudService<typeof paymentTermEndpoints>['create']>[1]
const values = (body: Body, isDefault: boolean) => ({
  name: body.name,
  creditDays: body.credit_days,
  isDefault,
  active: body.active,
})

// Orders fall back to the default term, so the default must be active.
function assertUsableDefault(isDefault: boolean, active: boolean) {
  if (isDefault && !active) throw invalidField('active', 'companySettings.defaultInactive')
}

// Exactly one default (once any term exists): the first term becomes it, making another term the
// default takes the flag from the old one in the same transaction, and the flag cannot simply be removed.
export const paymentTermService: CrudService<typeof paymentTermEndpoints> = {
  list: list.list,
  get: list.get,
  async create(ctx, body) {
    const isDefault = body.is_default || !(await hasDefaultPaymentTerm(ctx.tx, ctx.companyId))
    assertUsableDefault(isDefault, body.active)
    if (isDefault) await list.clearOtherDefaults(ctx, null)
    return list.create(ctx, values(body, isDefault))
  },
  async update(ctx, id, body) {
    const current = await list.get(ctx, id)
    if (current.is_default && !body.is_default)
      throw invalidField('is_default', 'companySettings.defaultRequired')
    assertUsableDefault(body.is_default, body.active)
    if (body.is_default && !current.is_default) await list.clearOtherDefaults(ctx, id)
    return list.update(ctx, id, body.version, values(body, body.is_default))
  },
  async remove(ctx, id) {
    const current = await list.get(ctx, id)
    const others = await countOtherPaymentTerms(ctx.tx, ctx.companyId, id)
    if (current.is_default && others > 0) throw conflict('companySettings.defaultDelete')
    return list.remove(ctx, id)
  },
}
