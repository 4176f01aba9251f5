import { authEndpoints, type ForgotPasswordBody, type ResetPasswordBody } from '@scm/contracts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '../../../lib/api/call-api.ts'

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: z.output<typeof ForgotPasswordBody>) =>
      callApi(authEndpoints.forgotPassword, { body }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.output<typeof ResetPasswordBody>) => callApi(authEndpoints.resetPassword, { body }),
  })
}
