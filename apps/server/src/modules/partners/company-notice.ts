import type { Permission } from '@scm/contracts'
import { inCompany } from '../../platform/db/tenant.ts'
import type { Platform } from '../../platform/http/context.ts'
import { type NotificationInput, notify } from '../notifications/index.ts'
import { usersHolding } from './partner-recipients.queries.ts'

export type CompanyNotice = Omit<NotificationInput, 'companyId' | 'recipients'>

// Tells a trading partner's users holding `permission`, in that company's own transaction: its users,
// their settings and their notifications are its rows. Meant to run after the change has committed.
export async function notifyCompany(
  platform: Platform,
  companyId: string,
  permission: Permission,
  notice: CompanyNotice,
) {
  const later: Array<() => Promise<void>> = []
  await inCompany(platform.db, companyId, async (tx) =>
    notify(
      { tx, platform, afterCommit: (task) => later.push(task) },
      { ...notice, companyId, recipients: await usersHolding(tx, companyId, permission) },
    ),
  )
  for (const task of later) await task()
}
