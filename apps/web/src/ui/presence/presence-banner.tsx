import { Alert, Text } from '@mantine/core'
import type { PresenceMember } from '@scm/contracts'
import { IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

// Spec §2.9 presence banner with the §8 warning: the others viewing the same entity, by name.
export function PresenceBanner({ others }: { others: PresenceMember[] }) {
  const { t, i18n } = useTranslation('app')
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    others.map((member) => member.name),
  )
  return (
    <Alert
      color="yellow"
      icon={<IconUsers aria-hidden />}
      title={t('presence.title')}
      data-testid="presence-banner"
    >
      <Text size="sm">{t('presence.viewing', { count: others.length, names })}</Text>
    </Alert>
  )
}
