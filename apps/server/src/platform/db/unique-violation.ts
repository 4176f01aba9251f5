import type { MessageKey } from '@scm/contracts'
import { invalidField } from '../errors/app-error.ts'

// The driver error with this SQLSTATE, wherever the driver put it: drizzle wraps driver errors
// (DrizzleQueryError.cause), and pg and PGlite both carry `code` and `constraint`.
export function sqlStateError(
  error: unknown,
  sqlState: string,
): { constraint: string | undefined } | undefined {
  let current = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (code === sqlState) return { constraint: typeof constraint === 'string' ? constraint : undefined }
    current = cause
  }
  return undefined
}

export const uniqueViolation = (error: unknown) => sqlStateError(error, '23505')

// Runs a write whose clash with a unique index is a user's mistake, not a server fault: a concurrent
// request can pass the service's own check first, and then the index answers (on PostgreSQL only).
export async function withUniqueField<T>(
  work: Promise<T>,
  constraint: string,
  field: string,
  code: MessageKey,
): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (uniqueViolation(error)?.constraint === constraint) throw invalidField(field, code)
    throw error
  }
}
