import { defineGuestLinkKind } from '../../../platform/guest-links/guest-link-kind.ts'
import { listGuestLinks } from '../../../platform/guest-links/guest-links.ts'
import type { RequestContext } from '../../../platform/http/context.ts'

// One project task sent to an outsider (decision 0049): it changes the status and comments while the
// link lives, so it is not single use; a new one replaces the live one.
export const taskGuestLink = defineGuestLinkKind({
  documentType: 'project-task',
  purpose: 'update',
  singleUse: false,
  validDays: 30,
})

export const taskGuestDocuments = (taskId: string) => [{ type: taskGuestLink.documentType, id: taskId }]

// The task's live link, for its page: who has access, until when.
export async function liveTaskGuestLink(ctx: RequestContext, taskId: string) {
  const links = await listGuestLinks(ctx.tx, ctx.companyId, taskGuestDocuments(taskId))
  return links.find((link) => link.status === 'active') ?? null
}
