import { libraryFileEndpoints, libraryFolderEndpoints } from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

// The file library's query keys: every change reloads all of them (a document moved changes two
// folders' counts, a new version the list and the document).
export const fileLibraryQueries = {
  all: ['file-library'] as const,
  files: ['file-library', 'files'] as const,
  folders: () =>
    queryOptions({
      queryKey: ['file-library', 'folders'],
      queryFn: () => callApi(libraryFolderEndpoints.list),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['file-library', 'files', 'detail', id],
      queryFn: () => callApi(libraryFileEndpoints.get, { params: { id } }),
    }),
}
