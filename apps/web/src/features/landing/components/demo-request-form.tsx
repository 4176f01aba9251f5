import { Button, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core'
import { DemoRequestBody } from '@scm/contracts'
import { IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useRequestDemo } from '../api/use-request-demo.ts'

const empty = { name: '', email: '', company: '', phone: '', message: '' }

export function DemoRequestForm() {
  const { t } = useTranslation('landing')
  const request = useRequestDemo()
  const form = useContractForm(DemoRequestBody, empty)

  const submit = form.handleSubmit((values) =>
    request.mutate(
      // Optional fields left blank are not sent at all.
      { ...values, phone: values.phone || undefined, message: values.message || undefined },
      { onSuccess: () => form.reset(empty), onError: form.applyServerErrors },
    ),
  )

  if (request.isSuccess)
    return (
      <Stack align="center" ta="center" gap="sm" py="xl" data-testid="demo-request-sent" role="status">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={3}>{t('demo.sent.title')}</Title>
        <Text>{t('demo.sent.text')}</Text>
        <Button variant="subtle" onClick={() => request.reset()}>
          {t('demo.sent.again')}
        </Button>
      </Stack>
    )

  return (
    <form onSubmit={submit} noValidate aria-labelledby="demo-form-title">
      <Stack>
        <Title order={3} id="demo-form-title" fz="lg">
          {t('demo.form.title')}
        </Title>
        <TextInput
          label={t('demo.form.name')}
          autoComplete="name"
          required
          {...form.register('name')}
          error={form.errorOf('name')}
        />
        <TextInput
          label={t('demo.form.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={form.errorOf('email')}
        />
        <TextInput
          label={t('demo.form.company')}
          autoComplete="organization"
          required
          {...form.register('company')}
          error={form.errorOf('company')}
        />
        <TextInput
          label={t('demo.form.phone')}
          type="tel"
          autoComplete="tel"
          {...form.register('phone')}
          error={form.errorOf('phone')}
        />
        <Textarea
          label={t('demo.form.message')}
          placeholder={t('demo.form.messagePlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.register('message')}
          error={form.errorOf('message')}
        />
        <Button type="submit" loading={request.isPending} size="md">
          {t('demo.form.submit')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('demo.form.privacy')}
        </Text>
      </Stack>
    </form>
  )
}
