import { fileImportTable } from '../../../platform/imports/import-table.ts'

// A booking CSV that passed its check (#19): the stored file, the job importing it, and how far the
// job got, so a retried job carries on after the last booking it committed.
export const bookingImports = fileImportTable('booking_imports', 'bookings')
