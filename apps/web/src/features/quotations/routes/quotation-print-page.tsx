import { Button, Group, Stack } from '@mantine/core'
import { type Quotation, quotationEndpoints } from '@scm/contracts'
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { downloadFile } from '../../../lib/api/download-file.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { contractQueries } from '../api/contract-queries.ts'
import { quotationQueries } from '../api/quotation-queries.ts'
import { QuotationPrintSheet } from '../components/quotation-print-sheet.tsx'
import classes from './quotation-print.module.css'

// /quotations/:id/print (issue #16): the request for quotation as a clean page to print, or as the
// server's PDF to download and send.
export function QuotationPrintPage() {
  const { t } = useTranslation('quotations')
  const { id = '' } = useParams()
  const quotation = useQuery({ ...quotationQueries.detail(id), meta: { quiet: true } })
  const sections = useQuery({ ...contractQueries.buyer(id), meta: { quiet: true } })
  const download = useMutation({
    mutationFn: (shown: Quotation) =>
      downloadFile(quotationEndpoints.pdf, { id: shown.id }, `${shown.number}.pdf`),
  })
  if (quotation.error instanceof ApiError && quotation.error.status === 404) throw quotation.error
  const data = quotation.data
  return (
    <Stack className={classes.sheet}>
      <Group justify="space-between" data-no-print>
        <Button component={Link} to="/quotations" variant="default" leftSection={<IconArrowLeft size={16} />}>
          {t('print.back')}
        </Button>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => data && download.mutate(data)}
            loading={download.isPending}
            disabled={!data}
            data-testid="download-pdf"
          >
            {t('print.download')}
          </Button>
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
            disabled={!data}
            data-testid="print-quotation"
          >
            {t('print.print')}
          </Button>
        </Group>
      </Group>
      <LoadState query={quotation} />
      {data && <LoadState query={sections} />}
      {data && sections.data && <QuotationPrintSheet quotation={data} sections={sections.data} />}
    </Stack>
  )
}
