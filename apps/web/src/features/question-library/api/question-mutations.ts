import { type QuestionBody, questionEndpoints, type UpdateQuestionBody } from '@scm/contracts'
import { callApi } from '../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation.ts'
import { questionQueries } from './question-queries.ts'

// The form shows its own errors (fields, conflict alert); the row menu's toggle and delete do not.
export const useSaveQuestion = (options: { quiet?: boolean } = {}) =>
  useInvalidatingMutation(
    ({ id, body }: { id: string | null; body: QuestionBody | UpdateQuestionBody }) =>
      id
        ? callApi(questionEndpoints.update, { params: { id }, body: body as UpdateQuestionBody })
        : callApi(questionEndpoints.create, { body }),
    questionQueries.all,
    options,
  )
export const useDeleteQuestion = () =>
  useInvalidatingMutation(
    (id: string) => callApi(questionEndpoints.remove, { params: { id } }),
    questionQueries.all,
  )
