import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Style } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useShareStyle } from '../api/style-mutations.ts'
import { styleQueries } from '../api/style-queries.ts'

function ShareForm({
  style,
  onClose,
  onConflict,
}: {
  style: Style
  onClose: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('styles')
  const confirm = useConfirm()
  const partners = useQuery(styleQueries.partners())
  const share = useShareStyle()
  const [chosen, setChosen] = useState(style.shared_with.map((partner) => partner.id))
  const [error, setError] = useState<string | undefined>()
  const removed = style.shared_with.filter((partner) => !chosen.includes(partner.id))
  const submit = async () => {
    // Taking a style away from a partner is a relation removal: it asks first.
    if (
      removed.length > 0 &&
      !(await confirm({
        title: t('share.unshareTitle'),
        message: t('share.unshareConfirm', { names: removed.map((partner) => partner.name).join(', ') }),
        confirmLabel: t('share.unshare'),
        danger: true,
      }))
    )
      return
    try {
      await share.mutateAsync({ id: style.id, body: { company_ids: chosen, version: style.version } })
      notifications.show({ color: 'green', message: t('share.saved') })
      onClose()
    } catch (failure) {
      if (isConflict(failure)) return onConflict()
      if (failure instanceof ApiError) setError(Object.values(failure.fieldErrors)[0]?.[0])
      presentError(failure)
    }
  }
  return (
    <Stack>
      <Text size="sm">{t('share.explain')}</Text>
      <MultiSelect
        label={t('share.partners')}
        data={(partners.data ?? []).map((partner) => ({ value: partner.id, label: partner.name }))}
        value={chosen}
        onChange={setChosen}
        searchable
        disabled={partners.isPending}
        error={error ?? (partners.isError ? t('app:loadFailed') : undefined)}
        data-testid="share-partners"
      />
      {removed.length > 0 && (
        <Alert color="yellow">{t('share.willUnshare', { count: removed.length })}</Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('app:cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={share.isPending}>
          {t('share.submit')}
        </Button>
      </Group>
    </Stack>
  )
}

// Choose the partner companies that may see the style under /counterpart-styles.
export function StyleShareModal({
  style,
  opened,
  onClose,
  onConflict,
}: {
  style: Style
  opened: boolean
  onClose: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('styles')
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app:close') }}
      opened={opened}
      onClose={onClose}
      title={t('share.title')}
    >
      {opened && (
        <ShareForm
          style={style}
          onClose={onClose}
          onConflict={() => {
            onClose()
            onConflict()
          }}
        />
      )}
    </Modal>
  )
}
