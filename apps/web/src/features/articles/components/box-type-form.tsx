import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type BoxType, UpdateBoxTypeBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useCreateBoxType, useUpdateBoxType } from '../api/article-mutations.ts'

export function BoxTypeForm(props: { boxType: BoxType | null; onDone: () => void; onConflict: () => void }) {
  const { t } = useTranslation('articles')
  const create = useCreateBoxType()
  const update = useUpdateBoxType()
  const { boxType } = props
  const form = useContractForm(UpdateBoxTypeBody, {
    name: boxType?.name ?? '',
    height: boxType?.height ?? '',
    width: boxType?.width ?? '',
    length: boxType?.length ?? '',
    version: boxType?.version ?? 0,
  })
  const done = () => {
    notifications.show({ color: 'green', message: t('boxTypes.saved') })
    props.onDone()
  }
  // The saved record reloads before the save settles and its new version renders a new form in place
  // of this one: mutate()'s own callbacks would be dropped with it, the promise's are not.
  const submit = form.handleSubmit(({ version, ...body }) => {
    const onError = (error: unknown) => handleSaveError(error, form.applyServerErrors, props.onConflict)
    if (boxType) void update.mutateAsync({ id: boxType.id, body: { ...body, version } }).then(done, onError)
    else void create.mutateAsync(body).then(done, onError)
  })
  const size = (field: 'length' | 'width' | 'height') => (
    <TextInput
      label={t(`fields.${field}`)}
      required
      inputMode="decimal"
      {...form.register(field, decimalInput())}
      error={form.errorOf(field)}
    />
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('fields.name')}
          required
          data-autofocus
          {...form.register('name')}
          error={form.errorOf('name')}
        />
        <SimpleGrid cols={3}>
          {size('length')}
          {size('width')}
          {size('height')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t('app:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('app:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
