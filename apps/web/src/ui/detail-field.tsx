import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

// One labelled value of a record's detail view (a mail, a job).
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  )
}
