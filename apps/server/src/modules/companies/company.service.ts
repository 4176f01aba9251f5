import type { Company, UpdateCompanyBody } from '@scm/contracts'
import { conflict, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findCompany, updateCompany } from './company.queries.ts'

const toCompany = (row: NonNullable<Awaited<ReturnType<typeof findCompany>>>): Company => ({
  id: row.id,
  name: row.name,
  type: row.type,
  org_number: row.orgNumber,
  vat_number: row.vatNumber,
  locale: row.locale,
  version: row.version,
})

export async function getOwnCompany(ctx: RequestContext): Promise<Company> {
  const company = await findCompany(ctx.tx, ctx.companyId)
  if (!company) throw notFound()
  return toCompany(company)
}

export async function updateOwnCompany(ctx: RequestContext, body: UpdateCompanyBody): Promise<Company> {
  const { version, org_number, vat_number, ...rest } = body
  const updated = await updateCompany(ctx.tx, ctx.companyId, version, {
    ...rest,
    orgNumber: org_number,
    vatNumber: vat_number,
  })
  if (!updated) throw conflict()
  return toCompany(updated)
}
