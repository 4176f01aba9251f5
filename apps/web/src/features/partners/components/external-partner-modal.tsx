import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { CreateExternalPartnerBody, type PartnerRole, partnerPaths } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useCreateExternalPartner } from '../api/partner-mutations.ts'
import { AgreementFields } from './agreement-fields.tsx'
import { anyForm } from './spec-field.tsx'

function ExternalPartnerForm({ role, onDone }: { role: PartnerRole; onDone: () => void }) {
  const { t } = useTranslation('partners')
  const navigate = useNavigate()
  const create = useCreateExternalPartner(role)
  const form = useContractForm(CreateExternalPartnerBody, {
    name: '',
    email: '',
    org_number: '',
    country: null,
    internal_id: null,
    vat_number: null,
    credit_rating: null,
    turnover: null,
    currency: null,
    external_system_id: null,
    edi_code: null,
    category_ids: [],
    tag_ids: [],
  })
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        notifications.show({ color: 'green', message: t('external.saved', { name: created.name }) })
        onDone()
        navigate(`/${partnerPaths[role]}/${created.id}`)
      },
      onError: form.applyServerErrors,
    }),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t(`external.hint.${role}`)}
        </Text>
        <AgreementFields form={anyForm(form)} role={role} external emailRequired />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="save-external">
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

// A counterparty not on the platform, known by name, e-mail and organisational number.
export function ExternalPartnerModal({
  side: role,
  opened,
  onClose,
}: {
  side: PartnerRole
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('partners')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('app:close') }}
      title={t(`${partnerPaths[role]}.addExternal`)}
      size="lg"
    >
      {opened && <ExternalPartnerForm role={role} onDone={onClose} />}
    </Modal>
  )
}
