import { Button } from '@mantine/core'
import type { QuotationComparison } from '@scm/contracts'
import { IconArrowsExchange, IconFileInvoice, IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { useComparisonMoves } from './use-comparison-moves.ts'

// The quotation's own moves in the compare page's header: the award's undoing and its order, closing.
export function QuotationActions({
  comparison,
  moves,
  canMove,
  canOrder,
}: {
  comparison: QuotationComparison
  moves: ReturnType<typeof useComparisonMoves>
  canMove: boolean
  canOrder: boolean
}) {
  const { t } = useTranslation('quotations')
  const awarded = comparison.status === 'awarded'
  return (
    <>
      <Button
        component={Link}
        to={`/quotations/${comparison.id}/print`}
        variant="default"
        leftSection={<IconPrinter size={16} />}
      >
        {t('print.open')}
      </Button>
      <Button
        component={Link}
        to={`/quotations/${comparison.id}/deviation`}
        variant="default"
        leftSection={<IconArrowsExchange size={16} />}
        data-testid="open-deviations"
      >
        {t('deviation.open')}
      </Button>
      {comparison.order_id && (
        <Button
          component={Link}
          to={`/orders/${comparison.order_id}`}
          leftSection={<IconFileInvoice size={16} />}
        >
          {t('compare.openOrder')}
        </Button>
      )}
      {awarded && !comparison.order_id && canOrder && moves.winner?.linked && (
        <Button
          onClick={() => void moves.createOrder()}
          disabled={moves.busy}
          leftSection={<IconFileInvoice size={16} />}
          data-testid="create-order"
        >
          {t('compare.actions.createOrder.label')}
        </Button>
      )}
      {awarded && !comparison.order_id && canMove && (
        <Button variant="default" onClick={() => void moves.cancelAward()} disabled={moves.busy}>
          {t('compare.actions.cancelAward.label')}
        </Button>
      )}
      {comparison.status === 'in-progress' && canMove && (
        <Button variant="default" color="red" onClick={() => void moves.close()} disabled={moves.busy}>
          {t('compare.actions.close.label')}
        </Button>
      )}
    </>
  )
}
