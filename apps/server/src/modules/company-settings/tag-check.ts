import type { TagType } from '@scm/contracts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import { findActiveTagIds } from './tag.queries.ts'

// Tags put on a record (an article, a style, an agreement) are the company's own active tags of that
// record's type; a tag the record already carries stays, even if it has been deactivated since.
export async function assertTags(
  ctx: RequestContext,
  ids: readonly string[],
  type: TagType,
  field: string,
  current: readonly string[] = [],
) {
  const added = [...new Set(ids)].filter((id) => !current.includes(id))
  if (added.length === 0) return
  const known = new Set(await findActiveTagIds(ctx.tx, ctx.companyId, type, added))
  const index = ids.findIndex((id) => added.includes(id) && !known.has(id))
  if (index >= 0) throw invalidField(`${field}.${index}`, 'masterData.unavailable')
}
