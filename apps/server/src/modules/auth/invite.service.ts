import type { AcceptInviteBody, InviteDetails, SignUpBody, TokenResponse } from '@scm/contracts'
import type { z } from 'zod'
import { hashPassword } from '../../platform/auth/password.ts'
import { AppError, invalidField } from '../../platform/errors/app-error.ts'
import type { PublicContext } from '../../platform/http/context.ts'
import { paramsChanged } from '../../platform/realtime/params-changed.ts'
import { emailInUse } from '../../platform/tenancy/user-lookup.ts'
import { insertCompanyWithRoles } from '../companies/index.ts'
import { invitedAs, linkSignedUpCompany } from '../partners/index.ts'
import { signInUser } from './auth.service.ts'
import { findLiveInvite, markInviteAccepted } from './invite.queries.ts'
import { insertUser, insertUserRole, updateInvitedUser } from './user.queries.ts'

const linkInvalid = () => new AppError(404, 'auth.linkInvalid')

export async function getInvite(ctx: PublicContext, hash: string): Promise<InviteDetails> {
  const found = await findLiveInvite(ctx.platform.db, hash)
  if (!found) throw linkInvalid()
  const partnerRole = found.invite.kind === 'company' ? await invitedAs(ctx.platform.db, found.invite) : null
  return {
    ...(partnerRole ? { partner_role: partnerRole } : {}),
    kind: found.invite.kind,
    email: found.invite.email,
    company: found.company.name,
    inviter: found.inviter ? `${found.inviter.firstName} ${found.inviter.lastName}` : found.company.name,
    first_name: found.invitee?.firstName || null,
    last_name: found.invitee?.lastName || null,
  }
}

// /invite/{hash}: the invited user sets name and password and joins the inviting company.
export async function acceptInvite(
  ctx: PublicContext,
  hash: string,
  body: z.output<typeof AcceptInviteBody>,
): Promise<TokenResponse> {
  const passwordHash = await hashPassword(body.password)
  const user = await ctx.platform.db.transaction(async (tx) => {
    const found = await findLiveInvite(tx, hash)
    if (found?.invite.kind !== 'user' || !found.invite.userId) throw linkInvalid()
    if (!(await markInviteAccepted(tx, found.invite.id))) throw linkInvalid()
    const updated = await updateInvitedUser(tx, found.invite.userId, {
      firstName: body.first_name,
      lastName: body.last_name,
      locale: body.locale,
      passwordHash,
      // The link reached this address, which proves it.
      emailVerifiedAt: new Date(),
    })
    return updated!
  })
  // Colleagues now pick the new user by the name they chose.
  paramsChanged({ ...ctx, companyId: user.companyId }, ['users'])
  return signInUser(ctx, user)
}

// /sign-up/{hash}: a new company with its first user, who becomes its admin.
export async function signUp(
  ctx: PublicContext,
  hash: string,
  body: z.output<typeof SignUpBody>,
): Promise<TokenResponse> {
  const passwordHash = await hashPassword(body.user.password)
  const user = await ctx.platform.db.transaction(async (tx) => {
    const found = await findLiveInvite(tx, hash)
    if (found?.invite.kind !== 'company') throw linkInvalid()
    if (await emailInUse(tx, found.invite.email)) throw invalidField('user.email', 'auth.emailTaken')
    if (!(await markInviteAccepted(tx, found.invite.id))) throw linkInvalid()
    const { company: c } = body
    const { company, adminRole } = await insertCompanyWithRoles(tx, {
      name: c.name,
      type: c.type,
      orgNumber: c.org_number,
      vatNumber: c.vat_number,
      locale: body.user.locale,
      phone: c.phone,
      businessArea: c.business_area,
      addressLine1: c.address_line1,
      addressLine2: c.address_line2,
      zip: c.zip,
      city: c.city,
      country: c.country.toUpperCase(),
    })
    const created = await insertUser(tx, {
      companyId: company.id,
      firstName: body.user.first_name,
      lastName: body.user.last_name,
      email: found.invite.email,
      locale: body.user.locale,
      passwordHash,
      emailVerifiedAt: new Date(),
    })
    await insertUserRole(tx, { companyId: company.id, userId: created!.id, roleId: adminRole.id })
    await linkSignedUpCompany({ ...ctx, tx }, found.invite, { companyId: company.id, userId: created!.id })
    return created!
  })
  return signInUser(ctx, user)
}
