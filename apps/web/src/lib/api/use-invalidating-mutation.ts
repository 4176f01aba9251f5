import { useMutation, useQueryClient } from '@tanstack/react-query'

// A change to a resource reloads every list, detail and option under its key; `also`: another
// feature's key whose data the change affects. `quiet`: the screen shows the error itself (a form
// with inline field errors, a conflict alert).
export function useInvalidatingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  invalidate: readonly unknown[],
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
