import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

// A part of the printable request under its heading; an empty part says so rather than vanish, so a
// reader sees nothing was given there.
export function PrintSection({
  title,
  empty,
  testId,
  children,
}: {
  title: string
  empty: boolean
  testId?: string
  children: ReactNode
}) {
  const { t } = useTranslation('quotations')
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {empty ? <Text c="dimmed">{t('print.none')}</Text> : children}
    </Stack>
  )
}
