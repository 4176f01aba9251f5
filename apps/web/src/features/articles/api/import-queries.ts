import { articleImportEndpoints, type ImportMapping } from '@scm/contracts'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

export const importQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: ['articles', 'imports', id],
      queryFn: () => callApi(articleImportEndpoints.get, { params: { id } }),
    }),
}

// The file's own errors (type, size) are shown on the upload step, not as a toast.
export const useUploadImport = () =>
  useMutation({
    mutationFn: (file: File) =>
      callApi(articleImportEndpoints.upload, { query: { file_name: file.name }, body: file }),
    meta: { quiet: true },
  })

export const useCheckImport = () =>
  useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: ImportMapping }) =>
      callApi(articleImportEndpoints.check, { params: { id }, body: { mapping } }),
  })

export const useStartImport = () =>
  useMutation({
    mutationFn: ({ id, mapping }: { id: string; mapping: ImportMapping }) =>
      callApi(articleImportEndpoints.start, { params: { id }, body: { mapping } }),
  })
