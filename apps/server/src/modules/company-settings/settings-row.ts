import { recordAudit } from '../../platform/audit/audit.ts'
import { uniqueViolation } from '../../platform/db/unique-violation.ts'
import { conflict } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'

// A one-row-per-company settings record: read with its defaults until first saved, written with the
// version check (an absent row is version 0), audited like every master-data change.
export async function saveSettingsRow<Dto extends { version: number }>(
  ctx: RequestContext,
  entityType: string,
  before: Dto,
  write: (nextVersion: number) => Promise<Dto | undefined>,
): Promise<Dto> {
  let after: Dto | undefined
  try {
    after = await write(before.version + 1)
  } catch (error) {
    // Two first saves at once: the primary key lets one through.
    if (uniqueViolation(error)) throw conflict()
    throw error
  }
  if (!after) throw conflict()
  await recordAudit(ctx, {
    entityType,
    entityId: ctx.companyId,
    action: 'updated',
    before,
    after,
  })
  return after
}
