import { Alert } from '@mantine/core'
import type { Agreement } from '@scm/contracts'
import { IconLock, IconLockOpen } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

// Why a supplier is blocked (spec §4), or that a user lifted the block and why.
export function BlockAlert({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('partners')
  if (agreement.status === 'blocked')
    return (
      <Alert
        color="red"
        icon={<IconLock size={18} />}
        title={t('card.blockedTitle')}
        mb="md"
        data-testid="block-reason"
      >
        {agreement.block_source === 'criteria'
          ? t('card.blockedByCriteria', { names: agreement.missing_criteria.join(', ') })
          : t('card.blockedManually', { reason: agreement.block_reason })}
      </Alert>
    )
  if (agreement.status === 'manual_unblock')
    return (
      <Alert
        color="orange"
        icon={<IconLockOpen size={18} />}
        title={t('card.unblockedTitle')}
        mb="md"
        data-testid="unblock-reason"
      >
        {t('card.unblocked', { reason: agreement.unblock_reason })}
      </Alert>
    )
  return null
}
