import {
  libraryFileEndpoints as files,
  libraryFolderEndpoints as folders,
  type LibraryFolderBody,
  type LibraryValidity,
  type NewLibraryFileQuery,
  type UpdateLibraryFileBody,
  type UpdateLibraryFolderBody,
  type UpdateLibraryVersionBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { fileLibraryQueries } from './file-library-queries.ts'

const key = fileLibraryQueries.all
// Forms show their own errors (fields, conflict alert): those mutations are quiet.
const quiet = { quiet: true }

export const useSaveFolder = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: LibraryFolderBody | UpdateLibraryFolderBody }) =>
      id
        ? callApi(folders.update, { params: { id }, body: body as UpdateLibraryFolderBody })
        : callApi(folders.create, { body }),
    key,
    quiet,
  )
export const useDeleteFolder = () =>
  useInvalidatingMutation((id: string) => callApi(folders.remove, { params: { id } }), key)

export const useUploadFile = () =>
  useInvalidatingMutation(
    ({ file, query }: { file: File; query: NewLibraryFileQuery }) =>
      callApi(files.create, { query, body: file }),
    key,
    quiet,
  )
export const useAddVersion = () =>
  useInvalidatingMutation(
    ({ id, file, query }: { id: string; file: File; query: LibraryValidity }) =>
      callApi(files.addVersion, { params: { id }, query, body: file }),
    key,
    quiet,
  )
export const useUpdateFile = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateLibraryFileBody }) =>
      callApi(files.update, { params: { id }, body }),
    key,
    quiet,
  )
export const useUpdateVersion = () =>
  useInvalidatingMutation(
    ({ id, versionId, body }: { id: string; versionId: string; body: UpdateLibraryVersionBody }) =>
      callApi(files.updateVersion, { params: { id, versionId }, body }),
    key,
    quiet,
  )
export const useDeleteFile = () =>
  useInvalidatingMutation((id: string) => callApi(files.remove, { params: { id } }), key)
