import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core'
import type { ArticleComponent } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArticlePicker, articleLabel } from '../../../ui/article-picker.tsx'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { FormParamSelect } from '../../../ui/form/form-fields.tsx'
import type { ArticleForm } from './article-form.ts'

// The bill of material: component articles with a quantity and unit. The server refuses the article
// itself and any component that already contains it.
export function ArticleBomFields({
  form,
  articleId,
  known = [],
}: {
  form: ArticleForm
  articleId?: string
  known?: ArticleComponent[]
}) {
  const { t } = useTranslation('articles')
  const rows = useFieldArray({ control: form.control, name: 'components' })
  const currentOf = (id: string | undefined) => known.find((component) => component.component_id === id)
  return (
    <Stack>
      <Text c="dimmed">{t('bom.description')}</Text>
      {rows.fields.length === 0 ? (
        <Text>{t('bom.empty')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bom.component')}</Table.Th>
              <Table.Th w={140}>{t('bom.quantity')}</Table.Th>
              <Table.Th w={180}>{t('fields.unit')}</Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.fields.map((row, index) => {
              const current = currentOf(form.getValues(`components.${index}.component_id`))
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Controller
                      control={form.control}
                      name={`components.${index}.component_id`}
                      render={({ field }) => (
                        <ArticlePicker
                          aria-label={`${t('bom.component')} ${index + 1}`}
                          value={field.value || null}
                          // Checked again at once, so an earlier "pick one" goes as soon as one is picked.
                          onChange={(id) => {
                            field.onChange(id ?? '')
                            void form.trigger(`components.${index}.component_id`)
                          }}
                          onBlur={field.onBlur}
                          current={
                            current && {
                              id: current.component_id,
                              label: articleLabel({
                                code: current.component_code,
                                name: current.component_name,
                              }),
                            }
                          }
                          clearable
                          placeholder={t('bom.searchHint')}
                          excludeId={articleId}
                          error={form.errorOf(`components.${index}.component_id`)}
                          data-testid={`bom-component-${index}`}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${t('bom.quantity')} ${index + 1}`}
                      inputMode="decimal"
                      {...form.register(`components.${index}.quantity`, decimalInput())}
                      error={form.errorOf(`components.${index}.quantity`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <FormParamSelect
                      form={form}
                      name={`components.${index}.unit_id`}
                      param="units"
                      aria-label={`${t('fields.unit')} ${index + 1}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('bom.remove', { index: index + 1 })}
                      onClick={() => rows.remove(index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => rows.append({ component_id: '', quantity: '1', unit_id: null })}
          data-testid="bom-add"
        >
          {t('bom.add')}
        </Button>
      </Group>
    </Stack>
  )
}
