import { fileImportStore } from '../../../platform/imports/import-store.queries.ts'
import { orderImports } from './order-import.table.ts'

export const orderImportStore = fileImportStore(orderImports)
