import { type DemoRequestBody, demoRequestEndpoints } from '@scm/contracts'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/api/call-api.ts'

export function useRequestDemo() {
  return useMutation({
    mutationFn: (body: DemoRequestBody) => callApi(demoRequestEndpoints.create, { body }),
  })
}
