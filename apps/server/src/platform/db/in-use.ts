import type { MessageKey } from '@scm/contracts'
import { conflict } from '../errors/app-error.ts'
import { sqlStateError } from './unique-violation.ts'

// Deleting a row that other rows still reference: the foreign key refuses it, and the user is told
// to deactivate it instead (409), rather than seeing a server fault.
export async function refuseIfInUse<T>(work: Promise<T>, code: MessageKey = 'records.inUse'): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (sqlStateError(error, '23503')) throw conflict(code)
    throw error
  }
}
