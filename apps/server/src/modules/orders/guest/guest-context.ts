import { inCompany } from '../../../platform/db/tenant.ts'
import { linkInvalid, openGuestLink } from '../../../platform/guest-links/guest-access.ts'
import type { GuestLinkKind } from '../../../platform/guest-links/guest-link-kind.ts'
import type { GuestLinkRow } from '../../../platform/guest-links/guest-links.ts'
import type { PublicContext } from '../../../platform/http/context.ts'
import { findCompanyName } from '../../../platform/tenancy/company-lookup.ts'
import type { DeviationContext } from '../deviation-reports/deviation-context.ts'

export type SupplierGuestLink = GuestLinkRow & { actingCompanyId: string }

// A guest request: the link must work (and be signed in to when it has a password); then everything
// runs as the supplier the link lets act, under its row-level security, named by the recipient's
// e-mail, and with none of the buyer's permissions.
export async function asGuest<T>(
  ctx: PublicContext,
  kind: GuestLinkKind,
  token: string,
  work: (dctx: DeviationContext, link: SupplierGuestLink) => Promise<T>,
): Promise<T> {
  const opened = await openGuestLink(ctx, kind, token)
  // An order's links always let its supplier act; one that names no company is not an order's link.
  if (!opened.actingCompanyId) throw linkInvalid()
  const link = { ...opened, actingCompanyId: opened.actingCompanyId }
  return inCompany(ctx.platform.db, link.actingCompanyId, async (tx) => {
    const company = await findCompanyName(tx, link.actingCompanyId)
    const dctx: DeviationContext = {
      tx,
      platform: ctx.platform,
      afterCommit: ctx.afterCommit,
      companyId: link.actingCompanyId,
      companyName: company?.name ?? link.recipientEmail,
      actor: { userId: null, name: link.recipientEmail },
      mayBuy: false,
    }
    return work(dctx, link)
  })
}
