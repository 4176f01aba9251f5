import type {
  AgreementListQuery,
  CreateExternalPartnerBody,
  PartnerRole,
  UnblockBody,
  UpdateAgreementBody,
} from '@scm/contracts'
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { countCapped, likePattern, listMeta, orderBy, pageWindow } from '../../platform/db/list.ts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { AppError, conflict, invalidField, notFound } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { agreementColumns, findAgreement, toAgreement } from './agreement.queries.ts'
import { agreements } from './agreement.table.ts'
import { auditAgreement } from './agreement-audit.ts'
import { setAgreementLinks } from './agreement-links.ts'
import { refreshSupplierStatus } from './supplier-status.ts'

type ListQuery = z.output<typeof AgreementListQuery>
export const partnerParam = { supplier: 'suppliers', client: 'clients' } as const

export async function listAgreements(ctx: RequestContext, role: PartnerRole, query: ListQuery) {
  const statuses = query.filter?.status ? [query.filter.status].flat() : []
  const search = query.search ? likePattern(query.search) : undefined
  const where = and(
    eq(agreements.companyId, ctx.companyId),
    eq(agreements.role, role),
    statuses.length ? inArray(agreements.status, statuses) : undefined,
    query.filter?.country ? eq(agreements.country, query.filter.country.toUpperCase()) : undefined,
    query.filter?.category_id
      ? sql`exists (select 1 from agreement_categories g where g.agreement_id = ${agreements.id} and g.category_id = ${query.filter.category_id})`
      : undefined,
    search
      ? or(
          ilike(agreements.name, search),
          ilike(agreements.internalId, search),
          ilike(agreements.orgNumber, search),
        )
      : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const sortable = {
    name: sql`lower(${agreements.name})`,
    internal_id: agreements.internalId,
    status: agreements.status,
    country: agreements.country,
    created_at: agreements.createdAt,
  }
  const [rows, total] = await Promise.all([
    ctx.tx
      .select(agreementColumns)
      .from(agreements)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, [sortable.name], agreements.id))
      .limit(limit)
      .offset(offset),
    countCapped(ctx.tx, agreements, where),
  ])
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
  const [taken] = await ctx.tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, ctx.companyId),
        eq(agreements.role, role),
        sql`lower(${agreements.orgNumber}) = lower(${orgNumber})`,
        exceptId ? sql`${agreements.id} <> ${exceptId}` : undefined,
      ),
    )
  if (taken) throw invalidField('org_number', 'partners.orgNumberExists')
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
    ctx.tx
      .insert(agreements)
      .values({ companyId: ctx.companyId, role, email: body.email, ...termsOf(body) })
      .returning({ id: agreements.id }),
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
    ctx.tx
      .update(agreements)
      .set({
        ...termsOf(body),
        email,
        status: body.status,
        blockSource,
        blockReason,
        unblockReason: body.status === 'manual_unblock' ? row.unblockReason : null,
        updatedAt: new Date(),
        version: body.version + 1,
      })
      .where(and(eq(agreements.id, id), eq(agreements.version, body.version)))
      .returning({ id: agreements.id }),
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
  await ctx.tx
    .update(agreements)
    .set({
      status: 'manual_unblock',
      blockSource: null,
      blockReason: null,
      unblockReason: body.reason,
      updatedAt: new Date(),
      version: body.version + 1,
    })
    .where(eq(agreements.id, id))
  await auditAgreement(ctx, id, 'unblocked', before)
  return getAgreement(ctx, role, id)
}
