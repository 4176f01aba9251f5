import type { MessageKey } from '@scm/contracts'
import { withUniqueField } from '../../platform/db/unique-violation.ts'
import { invalidField } from '../../platform/errors/app-error.ts'
import type { RequestContext } from '../../platform/http/context.ts'
import type { CountNamed } from './unique-name.queries.ts'

interface UniqueName {
  count: CountNamed
  // The unique index on (company_id, lower(column)) that decides a race.
  constraint: string
  field: string
  code: MessageKey
}

// A name (or code) is unique per company, case-insensitively: checked first for a clear message, and
// the unique index answers the same message when a concurrent request passed the check too.
export function uniqueName(spec: UniqueName) {
  return {
    async assertFree(ctx: RequestContext, value: string, exceptId?: string) {
      if ((await spec.count(ctx.tx, ctx.companyId, value, exceptId)) > 0)
        throw invalidField(spec.field, spec.code)
    },
    guard: <T>(work: Promise<T>) => withUniqueField(work, spec.constraint, spec.field, spec.code),
  }
}
