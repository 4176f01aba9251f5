import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core'
import { IndexingBody, type PriceList, priceListEndpoints } from '@scm/contracts'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'
import { formatNumber } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useApplyIndexing } from '../api/price-list-mutations.ts'

// Spec §2.10 indexing: a positive or negative percentage, a preview of every new price, then apply.
export function PriceListIndexing({ list }: { list: PriceList }) {
  const { t } = useTranslation('price-lists')
  const confirm = useConfirm()
  const form = useContractForm(IndexingBody, { percent: '' })
  const preview = useMutation({
    mutationFn: (percent: string) =>
      callApi(priceListEndpoints.previewIndexing, { params: { id: list.id }, body: { percent } }),
    meta: { quiet: true },
  })
  const apply = useApplyIndexing(list.id)
  const show = form.handleSubmit(({ percent }) =>
    preview.mutate(percent, { onError: form.applyServerErrors }),
  )
  const run = async () => {
    const percent = preview.variables
    if (!percent) return
    const ok = await confirm({
      title: t('indexing.applyTitle'),
      message: t('indexing.applyMessage', {
        percent,
        count: preview.data?.lines.length ?? 0,
        name: list.name,
      }),
      confirmLabel: t('indexing.apply'),
    })
    if (ok) apply.mutate({ percent, version: list.version }, { onSuccess: () => preview.reset() })
  }
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('indexing.help')}
      </Text>
      <form onSubmit={show} noValidate>
        <Group align="flex-end">
          <TextInput
            label={t('indexing.percent')}
            inputMode="decimal"
            placeholder="-2.5"
            {...form.register('percent', decimalInput())}
            error={form.errorOf('percent')}
            w={200}
          />
          <Button type="submit" variant="default" loading={preview.isPending}>
            {t('indexing.preview')}
          </Button>
        </Group>
      </form>
      {preview.data && preview.data.lines.length === 0 && <Alert color="gray">{t('indexing.noLines')}</Alert>}
      {preview.data && preview.data.lines.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="indexing-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lines.code')}</Table.Th>
                  <Table.Th>{t('lines.name')}</Table.Th>
                  <Table.Th ta="right">{t('indexing.current')}</Table.Th>
                  <Table.Th ta="right">{t('indexing.indexPercent')}</Table.Th>
                  <Table.Th ta="right">{t('indexing.newPrice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.data.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.article_code}</Table.Td>
                    <Table.Td>{line.article_name}</Table.Td>
                    <Table.Td ta="right">{formatNumber(line.current_price, 2)}</Table.Td>
                    <Table.Td ta="right">{`${formatNumber(line.index_percent, 2)} %`}</Table.Td>
                    <Table.Td ta="right">{formatNumber(line.new_price, 2)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button onClick={() => void run()} loading={apply.isPending} data-testid="apply-indexing">
              {t('indexing.apply')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  )
}
