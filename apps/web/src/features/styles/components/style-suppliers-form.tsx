import { Alert, Button, Radio, Table, Text } from '@mantine/core'
import { type Style, StyleSuppliersBlock, styleSupplierTypes } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { countryOptions } from '../../../lib/format/countries.ts'
import { FormNumberInput, FormSelect } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { styleQueries } from '../api/style-queries.ts'
import { BlockCard } from './block-card.tsx'
import { RemoveRowButton } from './remove-row-button.tsx'
import { useBlockSave } from './use-block-save.ts'

// Production details (spec §3 Style suppliers): who makes the style, on which terms; one default.
export function StyleSuppliersForm({ style, onConflict }: { style: Style; onConflict: () => void }) {
  const { t, i18n } = useTranslation('styles')
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language])
  const partners = useQuery(styleQueries.partners())
  const suppliers = (partners.data ?? []).filter((partner) => partner.supplier)
  const { save, saving } = useBlockSave(style, (current) => current.suppliers, onConflict)
  const form = useContractForm(StyleSuppliersBlock, {
    suppliers: style.suppliers.map(({ supplier_name: _, ...supplier }) => supplier),
  })
  const rows = useFieldArray({ control: form.control, name: 'suppliers' })
  const values = form.watch('suppliers') ?? []
  const nameOf = (id: string | undefined) =>
    suppliers.find((supplier) => supplier.id === id)?.name ?? t('detail.newRow')
  const makeDefault = (index: number) => {
    for (const other of values.keys())
      form.setValue(`suppliers.${other}.is_default`, other === index, { shouldDirty: true })
  }
  const add = () =>
    rows.append({
      supplier_id: '',
      type: values.length === 0 ? 'main' : 'secondary',
      is_default: values.length === 0,
    })
  const row = (index: number) => `${t('production.supplier')} ${index + 1}`
  return (
    <BlockCard
      title={t('production.title')}
      testId="style-suppliers-form"
      saving={saving}
      readOnly={style.status === 'archived'}
      onSubmit={form.handleSubmit((block) => save(block, form.applyServerErrors))}
    >
      {form.errorOf('suppliers') && <Alert color="red">{form.errorOf('suppliers')}</Alert>}
      {rows.fields.length === 0 ? (
        <Text c="dimmed">{t('production.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={980}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('production.supplier')}</Table.Th>
                <Table.Th>{t('production.type')}</Table.Th>
                <Table.Th>{t('production.moqStyle')}</Table.Th>
                <Table.Th>{t('production.moqColour')}</Table.Th>
                <Table.Th>{t('production.countryOfOrigin')}</Table.Th>
                <Table.Th>{t('production.leadTime')}</Table.Th>
                <Table.Th>{t('production.default')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.fields.map((field, index) => (
                <Table.Tr key={field.id} data-testid="supplier-row">
                  <Table.Td miw={200}>
                    <FormSelect
                      form={form}
                      name={`suppliers.${index}.supplier_id`}
                      aria-label={row(index)}
                      required
                      data={suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }))}
                      searchable
                    />
                  </Table.Td>
                  <Table.Td miw={130}>
                    <FormSelect
                      form={form}
                      name={`suppliers.${index}.type`}
                      aria-label={`${t('production.type')}, ${row(index)}`}
                      data={styleSupplierTypes.map((type) => ({
                        value: type,
                        label: t(`production.types.${type}`),
                      }))}
                      allowDeselect={false}
                    />
                  </Table.Td>
                  {(['moq_style', 'moq_colour'] as const).map((name) => (
                    <Table.Td key={name} miw={100}>
                      <FormNumberInput
                        form={form}
                        name={`suppliers.${index}.${name}`}
                        aria-label={`${t(name === 'moq_style' ? 'production.moqStyle' : 'production.moqColour')}, ${row(index)}`}
                        allowDecimal={false}
                        allowNegative={false}
                        thousandSeparator=" "
                      />
                    </Table.Td>
                  ))}
                  <Table.Td miw={170}>
                    <FormSelect
                      form={form}
                      name={`suppliers.${index}.country_of_origin`}
                      aria-label={`${t('production.countryOfOrigin')}, ${row(index)}`}
                      data={countries}
                      searchable
                      clearable
                    />
                  </Table.Td>
                  <Table.Td miw={100}>
                    <FormNumberInput
                      form={form}
                      name={`suppliers.${index}.production_lead_time_days`}
                      aria-label={`${t('production.leadTime')}, ${row(index)}`}
                      allowDecimal={false}
                      allowNegative={false}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Radio
                      aria-label={`${t('production.default')}, ${row(index)}`}
                      checked={values[index]?.is_default ?? false}
                      onChange={() => makeDefault(index)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <RemoveRowButton
                      name={nameOf(values[index]?.supplier_id)}
                      onRemove={() => rows.remove(index)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} w="fit-content" mt="sm">
        {t('production.add')}
      </Button>
    </BlockCard>
  )
}
