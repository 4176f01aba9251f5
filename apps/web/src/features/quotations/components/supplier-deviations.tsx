import { Button, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core'
import { type QuotationDeviation, QuotationDeviationBody, type QuotationInvite } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { FormDateInput, FormTextInput } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import type { deviationQueries } from '../api/deviation-queries.ts'
import { DeviationCard } from './deviation-card.tsx'

export interface DeviationActions {
  propose: (body: QuotationDeviationBody) => Promise<QuotationDeviation>
  withdraw: (deviationId: string, version: number) => Promise<QuotationDeviation>
}

// A supplier's deviations on its invite, in the app or by link (decision 0041): what it proposed to
// change of what was asked, where each stands, and the way to propose the next one while none waits.
export function SupplierDeviations({
  invite,
  query,
  actions,
}: {
  invite: QuotationInvite
  query: ReturnType<typeof deviationQueries.invite>
  actions: DeviationActions
}) {
  const { t } = useTranslation('quotations')
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const deviations = useQuery({ ...query, meta: { quiet: true } })
  const [proposing, setProposing] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey })
  const live = invite.status === 'in-progress' || invite.status === 'awarded'
  const waiting = deviations.data?.some((deviation) => deviation.status === 'pending') ?? false
  const withdraw = async (deviation: QuotationDeviation) => {
    const ok = await confirm({
      title: t('deviation.withdrawTitle'),
      message: t('deviation.withdrawText', { identifier: deviation.identifier }),
      confirmLabel: t('deviation.withdraw'),
      danger: true,
    })
    if (!ok) return
    await actions.withdraw(deviation.id, deviation.version).finally(refresh)
  }
  return (
    <Stack gap="md" data-testid="supplier-deviations">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('deviation.supplierTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {waiting ? t('deviation.waiting') : t('deviation.supplierHint')}
          </Text>
        </Stack>
        {live && !waiting && deviations.data && (
          <Button variant="light" onClick={() => setProposing(true)} data-testid="propose-deviation">
            {t('deviation.propose')}
          </Button>
        )}
      </Group>
      {!deviations.data ? (
        <LoadState query={deviations} />
      ) : deviations.data.length === 0 ? (
        <Text c="dimmed" data-testid="deviations-empty">
          {t('deviation.supplierEmpty')}
        </Text>
      ) : (
        deviations.data.map((deviation) => (
          <DeviationCard
            key={deviation.id}
            deviation={deviation}
            currency={invite.currency}
            actions={
              deviation.allowed_actions.includes('withdraw') && (
                <Button variant="light" color="red" onClick={() => void withdraw(deviation)}>
                  {t('deviation.withdraw')}
                </Button>
              )
            }
          />
        ))
      )}
      {proposing && (
        <ProposeDeviationModal
          invite={invite}
          onClose={() => setProposing(false)}
          onPropose={async (body) => {
            await actions.propose(body)
            await refresh()
            setProposing(false)
          }}
        />
      )}
    </Stack>
  )
}

// A stored decimal as a person would type it: 600, not 600.000.
const asTyped = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value)

// Every asked value, ready to be changed: what is left as asked is no change.
function ProposeDeviationModal({
  invite,
  onClose,
  onPropose,
}: {
  invite: QuotationInvite
  onClose: () => void
  onPropose: (body: QuotationDeviationBody) => Promise<void>
}) {
  const { t } = useTranslation('quotations')
  const form = useContractForm(QuotationDeviationBody, {
    reason: '',
    due_date: invite.due_date ?? '',
    items: invite.items.map((item) => ({
      item_id: item.id,
      qty: asTyped(item.quantity),
      price: item.target_price ? asTyped(item.target_price) : '',
    })),
  })
  const submit = form.handleSubmit(async (body) => {
    form.clearErrors('items')
    try {
      await onPropose(body)
    } catch (error) {
      form.applyServerErrors(error)
    }
  })
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('deviation.proposeTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('app:close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('deviation.proposeHint')}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('deviation.place')}</Table.Th>
                  <Table.Th>{t('deviation.asked')}</Table.Th>
                  <Table.Th>{t('deviation.fields.qty')}</Table.Th>
                  <Table.Th>{t('deviation.fields.price')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invite.items.map((item, index) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{`${item.article_code} ${item.article_name}`}</Table.Td>
                    <Table.Td>
                      {formatNumber(item.quantity)}
                      {item.target_price && ` · ${formatNumber(item.target_price)} ${invite.currency}`}
                    </Table.Td>
                    <Table.Td>
                      <FormTextInput
                        form={form}
                        name={`items.${index}.qty`}
                        aria-label={t('deviation.qtyOf', { article: item.article_code })}
                        decimal
                      />
                    </Table.Td>
                    <Table.Td>
                      <FormTextInput
                        form={form}
                        name={`items.${index}.price`}
                        aria-label={t('deviation.priceOf', { article: item.article_code })}
                        decimal
                        rightSection={<Text size="xs">{invite.currency}</Text>}
                        rightSectionWidth={48}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <FormDateInput form={form} name="due_date" label={t('deviation.fields.due_date')} />
          <Textarea
            label={t('deviation.reason')}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.register('reason')}
            error={form.errorOf('reason')}
          />
          {form.errorOf('items') && (
            <Text c="red" size="sm" role="alert">
              {form.errorOf('items')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app:cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="send-deviation">
              {t('deviation.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
