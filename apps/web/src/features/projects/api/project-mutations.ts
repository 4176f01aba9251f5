import {
  type ProjectArticlesBody,
  type ProjectBody,
  projectArticleEndpoints,
  projectEndpoints,
  type UpdateProjectBody,
} from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { projectQueries } from './project-queries.ts'

export const useSaveProject = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: ProjectBody | UpdateProjectBody }) =>
      id
        ? callApi(projectEndpoints.update, { params: { id }, body: body as UpdateProjectBody })
        : callApi(projectEndpoints.create, { body }),
    projectQueries.all,
    { quiet: true },
  )
export const useDeleteProject = () =>
  useInvalidatingMutation(
    (id: string) => callApi(projectEndpoints.remove, { params: { id } }),
    projectQueries.all,
  )

export const useSaveProjectArticles = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: ProjectArticlesBody }) =>
      callApi(projectArticleEndpoints.save, { params: { id }, body }),
    projectQueries.all,
    { quiet: true },
  )
