import { useMutation, useQueryClient } from '@tanstack/react-query'

// A change to an admin resource reloads that resource's lists, details and options.
export function useAdminMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  invalidate: readonly unknown[],
  options: { quiet?: boolean } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
    meta: { quiet: options.quiet },
  })
}
