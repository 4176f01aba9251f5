import { authEndpoints } from '@scm/contracts'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'
import { startSession } from '../../../lib/auth/session.ts'

export function useSignIn() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => callApi(authEndpoints.login, { body }),
    onSuccess: (tokens) => startSession(tokens.access_token),
  })
}
