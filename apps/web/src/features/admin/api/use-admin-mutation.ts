import { useMutation, useQueryClient } from '@tanstack/react-query'

// A change to an admin resource reloads that resource's lists, details and options.
export function useAdminMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  invalidate: readonly unknown[],
  // `also`: another feature's key whose data the change affects.
  options: { quiet?: boolean; also?: readonly unknown[] } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invalidate })
      if (options.also) await queryClient.invalidateQueries({ queryKey: options.also })
    },
    meta: { quiet: options.quiet },
  })
}
