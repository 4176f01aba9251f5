import { List, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core'
import { IconClockHour4, IconPresentation, IconUserCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DemoRequestForm } from './demo-request-form.tsx'
import { LandingSection } from './landing-section.tsx'

const promises = [
  { key: 'reply', icon: IconClockHour4 },
  { key: 'walkthrough', icon: IconPresentation },
  { key: 'setup', icon: IconUserCheck },
] as const

export function DemoSection() {
  const { t } = useTranslation('landing')
  return (
    <LandingSection id="get-demo" title={t('demo.title')} lead={t('demo.lead')} tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <List spacing="md" size="md" center ps={0}>
          {promises.map((item) => (
            <List.Item
              key={item.key}
              icon={
                <ThemeIcon size={32} radius="xl" variant="light" aria-hidden>
                  <item.icon size={18} />
                </ThemeIcon>
              }
            >
              <Text>{t(`demo.promises.${item.key}`)}</Text>
            </List.Item>
          ))}
        </List>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <DemoRequestForm />
        </Paper>
      </SimpleGrid>
    </LandingSection>
  )
}
