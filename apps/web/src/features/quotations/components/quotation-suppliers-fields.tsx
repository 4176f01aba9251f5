import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { maxQuotationSuppliers, type QuotationSuppliersBody } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type BoundForm, FormParamSelect, FormTextInput } from '../../../ui/form/form-fields.tsx'

export type SuppliersForm = BoundForm<QuotationSuppliersBody> &
  Pick<UseFormReturn<QuotationSuppliersBody>, 'watch' | 'setValue'>
type Kind = 'list' | 'external'

// Who is asked: up to four suppliers, each from the buyer's list or external by e-mail (spec §5).
export function QuotationSuppliersFields({ form }: { form: SuppliersForm }) {
  const { t } = useTranslation('quotations')
  const rows = useFieldArray({ control: form.control, name: 'suppliers' })
  const values = form.watch('suppliers') ?? []
  // A row's kind is the user's choice; a saved row is external when it names no supplier of the list.
  const [kinds, setKinds] = useState<Record<string, Kind>>({})
  const kindOf = (id: string, index: number): Kind =>
    kinds[id] ?? (values[index]?.name || values[index]?.email ? 'external' : 'list')
  const choose = (id: string, index: number, kind: Kind) => {
    setKinds((current) => ({ ...current, [id]: kind }))
    for (const field of ['supplier_id', 'name', 'email', 'org_number'] as const)
      form.setValue(`suppliers.${index}.${field}`, null, { shouldDirty: true })
  }
  const full = rows.fields.length >= maxQuotationSuppliers
  return (
    <Stack gap="xs" data-testid="quotation-suppliers">
      <Title order={3} fz="h4">
        {t('wizard.suppliers.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('wizard.suppliers.hint', { max: maxQuotationSuppliers })}
      </Text>
      {form.errorOf('suppliers') && (
        <Text c="red" size="sm">
          {form.errorOf('suppliers')}
        </Text>
      )}
      {rows.fields.map((field, index) => {
        const named = (label: string) => `${label}, ${t('wizard.suppliers.row', { number: index + 1 })}`
        const kind = kindOf(field.id, index)
        return (
          <Group key={field.id} align="flex-end" wrap="nowrap" data-testid="quotation-supplier-row">
            <SegmentedControl
              aria-label={named(t('wizard.suppliers.kind'))}
              value={kind}
              onChange={(value) => choose(field.id, index, value as Kind)}
              data={[
                { value: 'list', label: t('wizard.suppliers.fromList') },
                { value: 'external', label: t('wizard.suppliers.external') },
              ]}
            />
            {kind === 'list' ? (
              <FormParamSelect
                form={form}
                name={`suppliers.${index}.supplier_id`}
                param="suppliers"
                label={t('wizard.suppliers.supplier')}
                aria-label={named(t('wizard.suppliers.supplier'))}
                required
                style={{ flex: 1 }}
              />
            ) : (
              <>
                <FormTextInput
                  form={form}
                  name={`suppliers.${index}.name`}
                  label={t('wizard.suppliers.name')}
                  aria-label={named(t('wizard.suppliers.name'))}
                  required
                  nullable
                  style={{ flex: 2 }}
                />
                <FormTextInput
                  form={form}
                  name={`suppliers.${index}.email`}
                  label={t('wizard.suppliers.email')}
                  aria-label={named(t('wizard.suppliers.email'))}
                  type="email"
                  required
                  nullable
                  style={{ flex: 2 }}
                />
                <FormTextInput
                  form={form}
                  name={`suppliers.${index}.org_number`}
                  label={t('wizard.suppliers.orgNumber')}
                  aria-label={named(t('wizard.suppliers.orgNumber'))}
                  nullable
                  style={{ flex: 1 }}
                />
              </>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              mb={6}
              aria-label={t('wizard.suppliers.remove', { number: index + 1 })}
              onClick={() => rows.remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        disabled={full}
        onClick={() => rows.append({ supplier_id: null, name: null, email: null, org_number: null })}
      >
        {t('wizard.suppliers.add')}
      </Button>
    </Stack>
  )
}
