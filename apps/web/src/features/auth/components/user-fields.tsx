import { PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { type AcceptInviteBody, type Locale, locales } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormSelect } from '../../../ui/form/form-fields.tsx'
import type { useContractForm } from '../../../ui/form/use-contract-form.ts'

export type UserForm = ReturnType<typeof useContractForm<typeof AcceptInviteBody>>

export const emptyUser = (locale: Locale, first = '', last = '') => ({
  first_name: first,
  last_name: last,
  password: '',
  password_confirmation: '',
  locale,
})

// What a new user tells about themselves, on the invite page and in sign-up's first step. The address
// comes from the invitation and is shown, not typed.
export function UserFields({ form, email }: { form: UserForm; email: string }) {
  const { t } = useTranslation('auth')
  return (
    <Stack>
      <TextInput
        label={t('fields.email')}
        value={email}
        readOnly
        variant="filled"
        description={t('join.emailFromInvite')}
        error={form.errorOf('email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          {...form.register('first_name')}
          error={form.errorOf('first_name')}
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          {...form.register('last_name')}
          error={form.errorOf('last_name')}
        />
      </SimpleGrid>
      <FormSelect
        form={form}
        name="locale"
        label={t('fields.language')}
        data={locales.map((locale) => ({ value: locale, label: t(`app:nav.languages.${locale}`) }))}
        allowDeselect={false}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <PasswordInput
          label={t('fields.password')}
          description={t('fields.passwordRules')}
          autoComplete="new-password"
          {...form.register('password')}
          error={form.errorOf('password')}
        />
        <PasswordInput
          label={t('fields.passwordConfirmation')}
          description={t('fields.passwordConfirmationHint')}
          autoComplete="new-password"
          {...form.register('password_confirmation')}
          error={form.errorOf('password_confirmation')}
        />
      </SimpleGrid>
    </Stack>
  )
}
