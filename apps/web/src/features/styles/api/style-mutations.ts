import {
  type StyleBody,
  type StyleReviewBody,
  type StyleReviewCriterionBody,
  type StyleSharesBody,
  styleEndpoints,
  styleReviewEndpoints,
  type UpdateStyleBody,
  type UpdateStyleReviewCriterionBody,
} from '@scm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { styleQueries } from './style-queries.ts'

// Every style mutation reloads the feature's lists and details. Saves are quiet: their forms show
// field errors and conflicts themselves.
function useStyleMutation<V, R>(mutationFn: (variables: V) => Promise<R>, quiet = true) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: styleQueries.all }),
    meta: { quiet },
  })
}

type WithId<B> = { id: string; body: B }

export const useCreateStyle = () =>
  useStyleMutation((body: StyleBody) => callApi(styleEndpoints.create, { body }))
export const useUpdateStyle = () =>
  useStyleMutation(({ id, body }: WithId<UpdateStyleBody>) =>
    callApi(styleEndpoints.update, { params: { id }, body }),
  )
export const useSetStyleStatus = () =>
  useStyleMutation(
    ({ id, version, status }: { id: string; version: number; status: 'active' | 'archived' }) =>
      callApi(status === 'archived' ? styleEndpoints.archive : styleEndpoints.restore, {
        params: { id },
        body: { version },
      }),
    false,
  )
export const useShareStyle = () =>
  useStyleMutation(({ id, body }: WithId<StyleSharesBody>) =>
    callApi(styleEndpoints.share, { params: { id }, body }),
  )
export const useSaveStyleReview = () =>
  useStyleMutation(({ id, body }: WithId<StyleReviewBody>) =>
    callApi(styleReviewEndpoints.saveReview, { params: { id }, body }),
  )

export const useCreateCriterion = () =>
  useStyleMutation((body: StyleReviewCriterionBody) =>
    callApi(styleReviewEndpoints.createCriterion, { body }),
  )
export const useUpdateCriterion = () =>
  useStyleMutation(({ id, body }: WithId<UpdateStyleReviewCriterionBody>) =>
    callApi(styleReviewEndpoints.updateCriterion, { params: { id }, body }),
  )
export const useDeleteCriterion = () =>
  useStyleMutation((id: string) => callApi(styleReviewEndpoints.removeCriterion, { params: { id } }), false)
