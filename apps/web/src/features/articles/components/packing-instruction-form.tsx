import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type PackingInstruction, UpdatePackingInstructionBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { FormNumberInput, FormParamSelect } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { useCreatePackingInstruction, useUpdatePackingInstruction } from '../api/article-mutations.ts'

export function PackingInstructionForm(props: {
  instruction: PackingInstruction | null
  onDone: () => void
  onConflict: () => void
}) {
  const { t } = useTranslation('articles')
  const create = useCreatePackingInstruction()
  const update = useUpdatePackingInstruction()
  const { instruction } = props
  const form = useContractForm(UpdatePackingInstructionBody, {
    name: instruction?.name ?? '',
    description: instruction?.description ?? null,
    qty_inner_box: instruction?.qty_inner_box ?? 1,
    qty_outer_box: instruction?.qty_outer_box ?? 1,
    box_type_id: instruction?.box_type_id ?? null,
    version: instruction?.version ?? 0,
  })
  const done = () => {
    notifications.show({ color: 'green', message: t('packing.saved') })
    props.onDone()
  }
  // The saved record reloads before the save settles and its new version renders a new form in place
  // of this one: mutate()'s own callbacks would be dropped with it, the promise's are not.
  const submit = form.handleSubmit(({ version, ...body }) => {
    const onError = (error: unknown) => handleSaveError(error, form.applyServerErrors, props.onConflict)
    if (instruction)
      void update.mutateAsync({ id: instruction.id, body: { ...body, version } }).then(done, onError)
    else void create.mutateAsync(body).then(done, onError)
  })
  const quantity = (field: 'qty_inner_box' | 'qty_outer_box', label: string) => (
    <FormNumberInput form={form} name={field} label={label} required min={1} allowDecimal={false} />
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
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          {...form.register('description', nullIfBlank)}
          error={form.errorOf('description')}
        />
        <SimpleGrid cols={2}>
          {quantity('qty_inner_box', t('packing.qtyInner'))}
          {quantity('qty_outer_box', t('packing.qtyOuter'))}
        </SimpleGrid>
        <FormParamSelect form={form} name="box_type_id" param="box-types" label={t('fields.boxType')} />
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
