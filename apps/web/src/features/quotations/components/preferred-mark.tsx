import { Group, Text } from '@mantine/core'
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

// An answer and whether it meets the preferred value: a tick or a cross with its words for screen
// readers, so the mark never rests on colour alone.
export function PreferredMark({ value, met }: { value: string; met: boolean | null }) {
  const { t } = useTranslation('quotations')
  const label = met ? t('compare.met') : t('compare.notMet')
  return (
    <Group gap={6} wrap="nowrap" data-met={met === null ? undefined : String(met)}>
      {met === true && (
        <IconCircleCheck size={16} color="var(--mantine-color-green-8)" role="img" aria-label={label} />
      )}
      {met === false && (
        <IconCircleX size={16} color="var(--mantine-color-red-8)" role="img" aria-label={label} />
      )}
      <Text size="sm" c={met === false ? 'red.9' : undefined} fw={met === true ? 600 : undefined}>
        {value}
      </Text>
    </Group>
  )
}
