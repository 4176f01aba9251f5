import type { BookingImportStarted, StoredFile } from '@scm/contracts'
import type { RequestContext } from '../../../platform/http/context.ts'
import { startFileImport } from '../../../platform/imports/file-import-start.ts'
import { bookingImport } from './booking-import.ts'

export async function importBookings(ctx: RequestContext, file: StoredFile): Promise<BookingImportStarted> {
  const { items, ...started } = await startFileImport(ctx, bookingImport, file)
  return { ...started, bookings: items }
}
