import { Badge, Box, Button, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export function HeroSection() {
  const { t } = useTranslation('landing')
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 48, sm: 96 }}
      style={{
        background: 'linear-gradient(160deg, var(--mantine-color-blue-0) 0%, var(--mantine-color-white) 70%)',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" w="fit-content">
              {t('hero.eyebrow')}
            </Badge>
            <Title order={1} id="hero-title" fz={{ base: 36, sm: 48 }} lh={1.15}>
              {t('hero.title')}
            </Title>
            <Text size="xl" c="dimmed">
              {t('hero.text')}
            </Text>
            <Group gap="md">
              <Button component="a" href="#get-demo" size="lg">
                {t('hero.primary')}
              </Button>
              <Button component="a" href="#how-it-works" size="lg" variant="default">
                {t('hero.secondary')}
              </Button>
            </Group>
          </Stack>
          <Image src="/landing-hero.svg" alt={t('hero.imageAlt')} radius="lg" />
        </SimpleGrid>
      </Container>
    </Box>
  )
}
