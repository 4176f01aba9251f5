import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconFileInvoice, IconSend, IconTruckDelivery, IconUsersGroup } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { LandingSection } from './landing-section.tsx'

const steps = [
  { key: 'connect', icon: IconUsersGroup },
  { key: 'quote', icon: IconFileInvoice },
  { key: 'order', icon: IconSend },
  { key: 'ship', icon: IconTruckDelivery },
] as const

export function HowItWorksSection() {
  const { t } = useTranslation('landing')
  return (
    <LandingSection id="how-it-works" title={t('howItWorks.title')} lead={t('howItWorks.lead')} tinted>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" component="ol" p={0} m={0}>
        {steps.map((step, index) => (
          <Card
            key={step.key}
            component="li"
            withBorder
            radius="md"
            padding="lg"
            style={{ listStyle: 'none' }}
          >
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <step.icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Text size="sm" c="dimmed" fw={600}>
                {t('howItWorks.stepLabel', { number: index + 1 })}
              </Text>
              <Title order={3} fz="lg">
                {t(`howItWorks.steps.${step.key}.title`)}
              </Title>
              <Text size="sm">{t(`howItWorks.steps.${step.key}.text`)}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  )
}
