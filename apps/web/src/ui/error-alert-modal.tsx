import { Alert, Button, Group, Modal } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissErrorAlert, type ErrorAlert } from '../lib/api/error-alert.ts'

// The alert dialog of an unexpected error: what went wrong, until the user closes it. It mounts closed
// and opens on the next render, as the confirmation dialog does, so it opens with its transition.
export function ErrorAlertModal({ alert }: { alert: ErrorAlert }) {
  const { t } = useTranslation()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return (
    <Modal
      opened={mounted}
      onClose={dismissErrorAlert}
      title={alert.title}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        {alert.message}
      </Alert>
      <Group justify="flex-end" mt="lg">
        <Button onClick={dismissErrorAlert} data-autofocus>
          {t('error.acknowledge')}
        </Button>
      </Group>
    </Modal>
  )
}
