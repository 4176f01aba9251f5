import { List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section.tsx'

const audiences = ['purchasers', 'suppliers'] as const
const points = ['one', 'two', 'three'] as const

export function AboutSection() {
  const { t } = useTranslation('landing')
  return (
    <LandingSection id="about" title={t('about.title')} lead={t('about.lead')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        {audiences.map((audience) => (
          <Stack key={audience} gap="sm">
            <Title order={3} fz="xl">
              {t(`about.${audience}.title`)}
            </Title>
            <Text>{t(`about.${audience}.text`)}</Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={22} radius="xl" color="teal" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {points.map((point) => (
                <List.Item key={point}>{t(`about.${audience}.points.${point}`)}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </SimpleGrid>
      <Text c="dimmed">{t('about.languages')}</Text>
    </LandingSection>
  )
}
