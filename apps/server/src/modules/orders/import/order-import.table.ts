import { fileImportTable } from '../../../platform/imports/import-table.ts'

// An order CSV that passed its check (#5): the stored file, the job importing it, and how far the job
// got, so a retried job carries on after the last order it committed.
export const orderImports = fileImportTable('order_imports', 'orders')
