import { Button, Fieldset, Group, Paper, Stack, Title } from '@mantine/core'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

// One editable block of a style's detail tab: a titled card with its own form and save button.
export function BlockCard({
  title,
  onSubmit,
  saving,
  readOnly,
  children,
  testId,
}: {
  title: string
  onSubmit: FormEventHandler<HTMLFormElement>
  saving: boolean
  readOnly?: boolean
  children: ReactNode
  testId: string
}) {
  const { t } = useTranslation('styles')
  return (
    <Paper withBorder p="lg" data-testid={testId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {/* An archived style is read-only until it is restored. */}
          <Fieldset variant="unstyled" disabled={readOnly} p={0}>
            {children}
          </Fieldset>
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {t('detail.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  )
}
