import { stockCountEndpoints as e, type StockCountBody, type StockCountRowsBody } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { stockCountQueries } from './stock-count-queries.ts'

export const useCreateStockCount = () =>
  useInvalidatingMutation((body: StockCountBody) => callApi(e.create, { body }), stockCountQueries.all, {
    quiet: true,
  })

// Each change answers the count as it now is; the list, the detail and the rows reload.
export const useSaveStockCountRows = (id: string) =>
  useInvalidatingMutation(
    (body: StockCountRowsBody) => callApi(e.saveRows, { params: { id }, body }),
    stockCountQueries.all,
    { quiet: true },
  )

// The file's own errors (type, size, wrong rows) are shown in the import dialog, not as a toast.
export const useImportStockCount = (id: string) =>
  useInvalidatingMutation(
    (file: File) => callApi(e.import, { params: { id }, body: file }),
    stockCountQueries.all,
    { quiet: true },
  )

export const useStockCountAction = (id: string) =>
  useInvalidatingMutation(
    ({ action, version }: { action: 'complete' | 'cancel'; version: number }) =>
      callApi(e[action], { params: { id }, body: { version } }),
    stockCountQueries.all,
  )
