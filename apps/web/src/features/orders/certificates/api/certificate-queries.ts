import {
  orderCertificateEndpoints as e,
  type OrderCertificateBody,
  type UpdateOrderCertificateBody,
} from '@scm/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../../lib/api/call-api.ts'
import { useInvalidatingMutation } from '../../../../lib/api/use-invalidating-mutation.ts'

// Certificates under ['orders', 'certificates']: the review list and each order's section reload
// together after a change.
export const certificateQueries = {
  all: ['orders', 'certificates'] as const,
  ofOrder: (orderId: string) =>
    queryOptions({
      queryKey: ['orders', 'certificates', 'of-order', orderId],
      queryFn: () => callApi(e.ofOrder, { params: { id: orderId } }),
    }),
}

export const useCreateCertificate = () =>
  useInvalidatingMutation(
    ({ orderId, body }: { orderId: string; body: OrderCertificateBody }) =>
      callApi(e.create, { params: { id: orderId }, body }),
    certificateQueries.all,
    { quiet: true },
  )

export const useUpdateCertificate = () =>
  useInvalidatingMutation(
    ({ orderId, id, body }: { orderId: string; id: string; body: UpdateOrderCertificateBody }) =>
      callApi(e.update, { params: { id: orderId, certificateId: id }, body }),
    certificateQueries.all,
    { quiet: true },
  )

export const useDeleteCertificate = () =>
  useInvalidatingMutation(
    ({ orderId, id }: { orderId: string; id: string }) =>
      callApi(e.remove, { params: { id: orderId, certificateId: id } }),
    certificateQueries.all,
  )
