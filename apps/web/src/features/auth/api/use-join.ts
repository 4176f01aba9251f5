import { type AcceptInviteBody, authEndpoints, type SignUpBody } from '@scm/contracts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '../../../lib/api/call-api.ts'
import { queryClient } from '../../../lib/api/query-client.ts'
import { sessionKeys, startSession } from '../../../lib/auth/session.ts'

// Accepting an invite or signing up answers with a token: the new user is signed in at once.
// Resolves to whether the session started, so the page can fall back to the sign-in form.
async function signInWith(accessToken: string) {
  await startSession(accessToken)
  return Boolean(queryClient.getQueryData(sessionKeys.user))
}

export function useAcceptInvite(hash: string) {
  return useMutation({
    mutationFn: async (body: z.output<typeof AcceptInviteBody>) =>
      signInWith((await callApi(authEndpoints.acceptInvite, { params: { hash }, body })).access_token),
  })
}

export function useSignUp(hash: string) {
  return useMutation({
    mutationFn: async (body: z.output<typeof SignUpBody>) =>
      signInWith((await callApi(authEndpoints.signUp, { params: { hash }, body })).access_token),
  })
}
