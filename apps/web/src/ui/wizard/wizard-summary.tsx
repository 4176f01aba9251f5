import { Anchor, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DetailField } from '../detail-field.tsx'

export interface SummarySection {
  title: string
  // The wizard step that edits this section.
  step: number
  items: Array<{ label: string; value: ReactNode }>
}

// The summary page of a wizard: each step's values, with a link back to change them.
export function WizardSummary({
  sections,
  goTo,
}: {
  sections: SummarySection[]
  goTo: (step: number) => void
}) {
  const { t } = useTranslation()
  return (
    <Stack>
      {sections.map((section) => (
        <Card key={section.title} withBorder padding="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="h4">
              {section.title}
            </Title>
            <Anchor component="button" type="button" onClick={() => goTo(section.step)}>
              {t('wizard.change')}
            </Anchor>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {section.items.map((item) => (
              <DetailField key={item.label} label={item.label}>
                {item.value}
              </DetailField>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  )
}
