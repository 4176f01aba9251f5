import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Agreement, UnblockBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useUnblockSupplier } from '../api/partner-mutations.ts'

// Spec §4 manual unblock: the user confirms with a reason, which the audit trail keeps.
export function UnblockModal({
  supplier,
  opened,
  onClose,
}: {
  supplier: Agreement
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('partners')
  const unblock = useUnblockSupplier()
  const form = useContractForm(UnblockBody, { reason: '', version: supplier.version })
  const submit = form.handleSubmit((body) =>
    unblock.mutate(
      { id: supplier.id, body: { ...body, version: supplier.version } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('unblock.done', { name: supplier.name }) })
          form.reset({ reason: '', version: supplier.version })
          onClose()
        },
        onError: form.applyServerErrors,
      },
    ),
  )
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('app:close') }}
      title={t('unblock.title')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('unblock.confirm', { name: supplier.name })}</Text>
          <Textarea
            label={t('unblock.reason')}
            required
            autosize
            minRows={3}
            data-autofocus
            {...form.register('reason')}
            error={form.errorOf('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('app:cancel')}
            </Button>
            <Button type="submit" loading={unblock.isPending} data-testid="confirm-unblock">
              {t('unblock.action')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
