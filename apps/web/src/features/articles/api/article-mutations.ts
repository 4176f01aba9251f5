import {
  type ArticleBody,
  articleEndpoints,
  type BoxTypeBody,
  boxTypeEndpoints,
  type PackingInstructionBody,
  packingInstructionEndpoints,
  type UpdateArticleBody,
  type UpdateBoxTypeBody,
  type UpdatePackingInstructionBody,
} from '@scm/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { paramKeys } from '../../../lib/params/use-params.ts'

// A change reloads the lists and details under these keys (an article's list shows box type names).
function useArticleMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  keys: ReadonlyArray<readonly unknown[]>,
  options: { quiet?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    meta: { quiet: options.quiet },
  })
}

const articles = [['articles']] as const
export const useCreateArticle = () =>
  useArticleMutation((body: ArticleBody) => callApi(articleEndpoints.create, { body }), articles, {
    quiet: true,
  })
export const useUpdateArticle = () =>
  useArticleMutation(
    ({ id, body }: { id: string; body: UpdateArticleBody }) =>
      callApi(articleEndpoints.update, { params: { id }, body }),
    articles,
    { quiet: true },
  )
export const useArchiveArticle = () =>
  useArticleMutation((id: string) => callApi(articleEndpoints.archive, { params: { id } }), articles)
export const useRestoreArticle = () =>
  useArticleMutation((id: string) => callApi(articleEndpoints.restore, { params: { id } }), articles)

const boxes = [['box-types'], ['packing-instructions'], paramKeys.one('box-types')] as const
export const useCreateBoxType = () =>
  useArticleMutation((body: BoxTypeBody) => callApi(boxTypeEndpoints.create, { body }), boxes, {
    quiet: true,
  })
export const useUpdateBoxType = () =>
  useArticleMutation(
    ({ id, body }: { id: string; body: UpdateBoxTypeBody }) =>
      callApi(boxTypeEndpoints.update, { params: { id }, body }),
    boxes,
    { quiet: true },
  )
export const useDeleteBoxType = () =>
  useArticleMutation((id: string) => callApi(boxTypeEndpoints.remove, { params: { id } }), boxes)

const packing = [['packing-instructions'], paramKeys.one('packing-instructions')] as const
export const useCreatePackingInstruction = () =>
  useArticleMutation(
    (body: PackingInstructionBody) => callApi(packingInstructionEndpoints.create, { body }),
    packing,
    { quiet: true },
  )
export const useUpdatePackingInstruction = () =>
  useArticleMutation(
    ({ id, body }: { id: string; body: UpdatePackingInstructionBody }) =>
      callApi(packingInstructionEndpoints.update, { params: { id }, body }),
    packing,
    { quiet: true },
  )
export const useDeletePackingInstruction = () =>
  useArticleMutation((id: string) => callApi(packingInstructionEndpoints.remove, { params: { id } }), packing)
