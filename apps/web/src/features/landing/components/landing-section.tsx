import { Box, Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

// One band of the landing page. The header is fixed: anchors stop below it, not under it.
export function LandingSection({
  id,
  title,
  lead,
  tinted = false,
  children,
}: {
  id: string
  title: string
  lead?: string
  tinted?: boolean
  children: ReactNode
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py={{ base: 48, sm: 80 }}
      bg={tinted ? 'var(--mantine-color-gray-0)' : undefined}
      style={{ scrollMarginTop: 64 }}
    >
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap="xs" maw={720}>
            <Title order={2} id={`${id}-title`} fz={{ base: 28, sm: 34 }}>
              {title}
            </Title>
            {lead && (
              <Text size="lg" c="dimmed">
                {lead}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
