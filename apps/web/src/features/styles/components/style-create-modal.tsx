import { Button, Group, Modal, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { StyleOverviewBlock } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { presentError } from '../../../lib/api/present-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useCreateStyle } from '../api/style-mutations.ts'
import { StyleOverviewFields } from './style-overview-fields.tsx'

export const emptyOverview = {
  style_number: '',
  name: '',
  internal_name: null,
  vendor_no: null,
  item_category_code_id: null,
  season_ids: [],
  delivery_drop_code_ids: [],
  tag_ids: [],
  net_weight: null,
}

function StyleCreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('styles')
  const navigate = useNavigate()
  const create = useCreateStyle()
  const form = useContractForm(StyleOverviewBlock, emptyOverview)
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (style) => {
        notifications.show({ color: 'green', message: t('create.saved') })
        onClose()
        // Suppliers, colours and materials are added on the style's own tabs.
        navigate(`/styles/${style.id}?tab=production`)
      },
      onError: (error) => {
        presentError(error)
        form.applyServerErrors(error)
      },
    }),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <StyleOverviewFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

export function StyleCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('styles')
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app:close') }}
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      size="xl"
    >
      {opened && <StyleCreateForm onClose={onClose} />}
    </Modal>
  )
}
