import type { ComparedSupplier, QuotationComparison } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import {
  useAwardQuotation,
  useCancelAward,
  useCloseQuotation,
  useCreateQuotationOrder,
  useRejectInvite,
} from '../api/quotation-award-mutations.ts'

// The buyer's moves on a compare page, each asked through the shared confirmation first and sent at
// the version the page shows.
export function useComparisonMoves(comparison: QuotationComparison) {
  const { t } = useTranslation('quotations')
  const confirm = useConfirm()
  const navigate = useNavigate()
  const award = useAwardQuotation()
  const cancel = useCancelAward()
  const reject = useRejectInvite()
  const close = useCloseQuotation()
  const order = useCreateQuotationOrder()
  const move = { id: comparison.id, version: comparison.version }
  const winner = comparison.suppliers.find((supplier) => supplier.invite_id === comparison.winner_invite_id)
  const ask = (action: string, params: Record<string, string>, danger = false) =>
    confirm({
      title: t(`compare.actions.${action}.title`, params),
      message: t(`compare.actions.${action}.message`, params),
      confirmLabel: t(`compare.actions.${action}.label`),
      danger,
    })
  return {
    winner,
    busy: award.isPending || cancel.isPending || reject.isPending || close.isPending || order.isPending,
    award: async (supplier: ComparedSupplier) => {
      if (await ask('award', { name: supplier.name })) award.mutate({ ...move, inviteId: supplier.invite_id })
    },
    reject: async (supplier: ComparedSupplier) => {
      if (await ask('reject', { name: supplier.name }, true))
        reject.mutate({ ...move, inviteId: supplier.invite_id })
    },
    cancelAward: async () => {
      if (await ask('cancelAward', { name: winner?.name ?? '' }, true)) cancel.mutate(move)
    },
    close: async () => {
      if (await ask('close', { number: comparison.number }, true)) close.mutate(move)
    },
    createOrder: async () => {
      if (!(await ask('createOrder', { name: winner?.name ?? '' }))) return
      const made = await order.mutateAsync(move).catch(() => null)
      if (made) void navigate(`/orders/${made.order_id}`)
    },
  }
}
