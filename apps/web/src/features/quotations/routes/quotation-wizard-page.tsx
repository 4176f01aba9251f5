import { Alert, Anchor } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { quotationQueries } from '../api/quotation-queries.ts'
import { QuotationWizard } from '../components/quotation-wizard.tsx'

// /quotations/create and /quotations/:id/update: the wizard on a new draft or a saved one. The draft the
// create page made moves to its update address in the same wizard, at the step it was going to.
export function QuotationWizardPage() {
  const { t } = useTranslation('quotations')
  const { id } = useParams()
  const state = useLocation().state as { step?: number; created?: boolean } | null
  const [search] = useSearchParams()
  usePresence('quotation', id)
  const quotation = useQuery({
    ...quotationQueries.detail(id ?? ''),
    enabled: Boolean(id),
    meta: { quiet: true },
  })
  if (quotation.error instanceof ApiError && quotation.error.status === 404) throw quotation.error
  if (id && !quotation.data) return <LoadState query={quotation} />
  const data = quotation.data ?? null
  return (
    <>
      <PageHeader
        title={data ? t('wizard.editTitle', { number: data.number }) : t('wizard.createTitle')}
        description={t('wizard.description')}
      />
      {data && data.status !== 'draft' ? (
        <Alert color="yellow" data-testid="quotation-not-editable">
          {t('wizard.notEditable')}{' '}
          <Anchor component={Link} to={`/quotations/${data.id}`}>
            {t('compare.open')}
          </Anchor>
        </Alert>
      ) : (
        <QuotationWizard
          key={state?.created ? 'new' : (id ?? 'new')}
          quotation={data}
          startStep={state?.step}
          projectId={search.get('project')}
        />
      )}
    </>
  )
}
