import type {
  AgreementListQuery,
  CreateExternalPartnerBody,
  PartnerRole,
  UnblockBody,
  UpdateAgreementBody,
} from '@scm/contracts'
import type { z } from 'zod'
import { listMeta } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { AppError, conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import {
  findAgreement,
  findAgreementByOrgNumber,
  findAgreementPage,
  insertAgreement,
  unblockAgreementRow,
  updateAgreementRow,
} from './agreement.queries.ts'
import { auditAgreement } from './agreement-audit.ts'
import { setAgreementLinks } from './agreement-links.ts'
import { toAgreement } from './agreement-response.ts'
import { refreshSupplierStatus } from './supplier-status.ts'

type ListQuery = z.output<typeof AgreementListQuery>
export const partnerParam = { supplier: 'suppliers', client: 'clients' } as const

export async function listAgreements(ctx: RequestContext, role: PartnerRole, query: ListQuery) {
  const { rows, total } = await findAgreementPage(ctx.tx, ctx.companyId, role, query)
  return { data: rows.map(toAgreement), meta: listMeta(query, total) }
}

export async function loadAgreement(ctx: RequestContext, role: PartnerRole | undefined, id: string) {
  const found = await findAgreement(ctx.tx, ctx.companyId, role, id)
  if (!found) throw notFound()
  return found
}

export async function getAgreement(ctx: RequestContext, role: PartnerRole, id: string) {
  return toAgreement(await loadAgreement(ctx, role, id))
}

// Spec §5: an organisational number already on the list is refused with "add it from the existing list".
const orgNumberUnique = <T>(work: Promise<T>) =>
  withUniqueField(work, 'agreements_org_number_unique', 'org_number', 'partners.orgNumberExists')

async function assertOrgNumberFree(
  ctx: RequestContext,
  role: PartnerRole,
  orgNumber: string | null,
  exceptId?: string,
) {
  if (!orgNumber) return
  if (await findAgreementByOrgNumber(ctx.tx, ctx.companyId, role, orgNumber, { exceptId }))
    throw invalidField('org_number', 'partners.orgNumberExists')
}

type Terms = Omit<z.output<typeof CreateExternalPartnerBody>, 'email' | 'org_number'> & {
  org_number: string | null
}
const termsOf = (body: Terms) => ({
  name: body.name,
  country: body.country,
  internalId: body.internal_id,
  orgNumber: body.org_number,
  vatNumber: body.vat_number,
  creditRating: body.credit_rating,
  turnover: body.turnover,
  currency: body.currency,
  externalSystemId: body.external_system_id,
  ediCode: body.edi_code,
})

export async function createExternalPartner(
  ctx: RequestContext,
  role: PartnerRole,
  body: z.output<typeof CreateExternalPartnerBody>,
) {
  await assertOrgNumberFree(ctx, role, body.org_number)
  const [row] = await orgNumberUnique(
    insertAgreement(ctx.tx, ctx.companyId, role, { email: body.email, ...termsOf(body) }),
  )
  await setAgreementLinks(ctx, row!.id, body)
  if (role === 'supplier') await refreshSupplierStatus(ctx, row!.id)
  await auditAgreement(ctx, row!.id, 'created', null)
  paramsChanged(ctx, [partnerParam[role]])
  return getAgreement(ctx, role, row!.id)
}

export async function updateAgreement(
  ctx: RequestContext,
  role: PartnerRole,
  id: string,
  body: z.output<typeof UpdateAgreementBody>,
) {
  const before = await loadAgreement(ctx, role, id)
  const { row } = before
  if (row.version !== body.version) throw conflict()
  if (body.status === 'manual_unblock' && row.status !== 'manual_unblock')
    throw invalidField('status', 'partners.unblockThroughAction')
  // A counterparty on the platform is known by its company; its address stays what it signed up with.
  const email = row.counterpartyCompanyId ? row.email : body.email
  await assertOrgNumberFree(ctx, role, body.org_number, id)
  const blocked = body.status === 'blocked'
  const statusChanged = body.status !== row.status
  const blockSource = blocked ? (statusChanged ? 'manual' : row.blockSource) : null
  const blockReason = blockSource === 'manual' ? (body.block_reason ?? row.blockReason) : null
  if (blockSource === 'manual' && !blockReason)
    throw invalidField('block_reason', 'partners.blockReasonRequired')
  const updated = await orgNumberUnique(
    updateAgreementRow(ctx.tx, id, body.version, {
      ...termsOf(body),
      email,
      status: body.status,
      blockSource,
      blockReason,
      unblockReason: body.status === 'manual_unblock' ? row.unblockReason : null,
    }),
  )
  if (updated.length === 0) throw conflict()
  await setAgreementLinks(ctx, id, body)
  if (role === 'supplier' && statusChanged) await refreshSupplierStatus(ctx, id)
  await auditAgreement(ctx, id, 'updated', before)
  paramsChanged(ctx, [partnerParam[role]])
  return getAgreement(ctx, role, id)
}

// A user's override of a block (spec §4 manual unblock), audited with its reason.
export async function unblockAgreement(
  ctx: RequestContext,
  role: PartnerRole,
  id: string,
  body: z.output<typeof UnblockBody>,
) {
  const before = await loadAgreement(ctx, role, id)
  if (before.row.version !== body.version) throw conflict()
  if (before.row.status !== 'blocked') throw new AppError(409, 'partners.unblockOnlyBlocked')
  await unblockAgreementRow(ctx.tx, id, body.version, body.reason)
  await auditAgreement(ctx, id, 'unblocked', before)
  return getAgreement(ctx, role, id)
}
