import { type MessageKey, type QuotationSendBody, todayInCet } from '@scm/contracts'
import type { z } from 'zod'
import { AppError } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { notifyCompany } from '../partners/index.ts'
import { mailInviteLinks } from './invites/quotation-invite-link.ts'
import { bumpQuotation, markInvitesSent } from './quotation.queries.ts'
import { assertDraft, changeQuotation, getQuotation } from './quotation.service.ts'
import { scheduleDeadlineReminder } from './quotation-deadline.ts'

// What a draft needs before suppliers see it, each refusal on the field that lacks it.
async function assertSendable(ctx: RequestContext, id: string) {
  const quotation = await getQuotation(ctx, id)
  const errors: Record<string, MessageKey[]> = {}
  if (quotation.suppliers.length === 0) errors.suppliers = ['quotations.send.noSuppliers']
  if (quotation.items.length === 0 && quotation.criteria.length === 0)
    errors.items = ['quotations.send.nothingAsked']
  if (!quotation.deadline) errors.deadline = ['quotations.send.deadlineRequired']
  else if (quotation.deadline < todayInCet()) errors.deadline = ['quotations.send.deadlinePassed']
  if (Object.keys(errors).length > 0) throw new AppError(422, 'errors.validation', {}, errors)
}

// Spec §2.10: the draft goes to its suppliers and is in progress; from then on they answer what they
// were sent. Each linked supplier's users are told once the change has committed; each external
// supplier is mailed its guest link (decision 0039), with the password when the buyer set one.
export const sendQuotation = (ctx: RequestContext, id: string, body: z.output<typeof QuotationSendBody>) =>
  changeQuotation(ctx, id, body.version, async (row) => {
    assertDraft(row)
    await assertSendable(ctx, id)
    if (!(await bumpQuotation(ctx.tx, ctx.companyId, id, body.version, { status: 'in-progress' })))
      return false
    const invites = await markInvitesSent(ctx.tx, id, ctx.principal.company)
    await scheduleDeadlineReminder(ctx, id, row.deadline)
    for (const invite of invites) {
      const supplier = invite.supplierCompanyId
      if (!supplier) continue
      ctx.afterCommit(() =>
        notifyCompany(ctx.platform, supplier, 'list.quotation.invites', {
          type: 'quotation-invited',
          message: 'quotations.notice.invited',
          params: { company: ctx.principal.company, number: row.number, name: row.name },
          link: `/quotation-invites/${invite.id}`,
          linkText: 'quotations.notice.openInvite',
        }),
      )
    }
    const external = invites.flatMap((invite) =>
      !invite.supplierCompanyId && invite.email ? [{ id: invite.id, email: invite.email }] : [],
    )
    // assertSendable holds a deadline to come.
    await mailInviteLinks(ctx, { ...row, deadline: row.deadline! }, external, body.guest_password)
    return true
  })
