import { useMutation, useQueryClient } from '@tanstack/react-query'

// A change to a resource reloads every list, detail and option under its key. `quiet`: the screen
// shows the error itself (a form with inline field errors, a conflict alert).
export function useInvalidatingMutation<V, R>(
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
