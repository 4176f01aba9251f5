import { fileImportStore } from '../../../platform/imports/import-store.queries.ts'
import { bookingImports } from './booking-import.table.ts'

export const bookingImportStore = fileImportStore(bookingImports)
