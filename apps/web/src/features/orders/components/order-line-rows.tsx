import { Button, Stack, Table, Text, TextInput } from '@mantine/core'
import type { OrderLine } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArticlePicker, articleLabel } from '../../../ui/article-picker.tsx'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { recheck } from '../../../ui/form/recheck.ts'
import { ParamSelect } from '../../../ui/param-select.tsx'
import type { OrderForm } from './order-form.ts'
import { emptyLine } from './order-values.ts'
import { formatPrice } from './price-text.ts'
import { RemoveButton } from './remove-button.tsx'

// The articles of one delivery (spec §3 Delivery-part): article, qty, price, packages, mark as, free
// text and VAT. An empty price is priced by the server; after a save the resolved price and where it
// came from show under the field.
export function OrderLineRows({
  form,
  delivery,
  saved,
  currency,
  checked,
}: {
  form: OrderForm
  delivery: number
  saved: Map<string, OrderLine>
  currency: string
  // The user has tried to leave the step: every refused field shows.
  checked: boolean
}) {
  const { t } = useTranslation('orders')
  const base = `deliveries.${delivery}.lines` as const
  const lines = useFieldArray({ control: form.control, name: base, keyName: 'key' })
  const add = () => lines.append(emptyLine(), { shouldFocus: false })
  // The form checks a line as soon as it is added (its empty article and quantity): such errors show
  // once the user has left the field or tried the next step; the server's refusals always do.
  const errorAt = (path: string) => {
    const state = form.getFieldState(path as Parameters<typeof form.getFieldState>[0])
    return state.isTouched || checked || state.error?.type === 'server' ? form.errorOf(path) : undefined
  }
  return (
    <Stack gap="sm">
      {lines.fields.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('wizard.noLines')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={1080}>
          <Table verticalSpacing="xs" data-testid={`lines-${delivery}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={260}>{t('fields.article')}</Table.Th>
                <Table.Th w={110}>{t('fields.qty')}</Table.Th>
                <Table.Th w={150}>{`${t('fields.price')} (${currency})`}</Table.Th>
                <Table.Th w={100}>{t('fields.packages')}</Table.Th>
                <Table.Th w={160}>{t('fields.vat')}</Table.Th>
                <Table.Th w={130}>{t('fields.markAs')}</Table.Th>
                <Table.Th w={180}>{t('fields.freeText')}</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.fields.map((row, index) => {
                const path = `${base}.${index}` as const
                const id = form.getValues(`${path}.id`)
                const line = id ? saved.get(id) : undefined
                const position = t('wizard.lineOf', { line: index + 1, delivery: delivery + 1 })
                return (
                  <Table.Tr
                    key={row.key}
                    data-testid={`line-${delivery}-${index}`}
                    style={{ verticalAlign: 'top' }}
                  >
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`${path}.article_id`}
                        render={({ field }) => (
                          <ArticlePicker
                            aria-label={`${t('fields.article')} ${position}`}
                            placeholder={t('wizard.searchArticle')}
                            value={field.value || null}
                            onChange={(value) => {
                              field.onChange(value ?? undefined)
                              void form.trigger(`${path}.article_id`)
                            }}
                            onBlur={field.onBlur}
                            current={
                              line && {
                                id: line.article_id,
                                label: articleLabel({ code: line.article_code, name: line.article_name }),
                              }
                            }
                            error={errorAt(`${path}.article_id`)}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`${t('fields.qty')} ${position}`}
                        inputMode="decimal"
                        {...form.register(`${path}.qty`, {
                          ...decimalInput(undefined),
                          onChange: recheck(form, `${path}.qty`),
                        })}
                        error={errorAt(`${path}.qty`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`${t('fields.price')} ${position}`}
                        inputMode="decimal"
                        placeholder={t('wizard.priceFromLists')}
                        description={
                          line && line.price_source !== 'manual'
                            ? t('wizard.resolvedPrice', {
                                price: formatPrice(line.price),
                                source: t(`priceSource.${line.price_source}`),
                              })
                            : undefined
                        }
                        inputWrapperOrder={['input', 'description', 'error']}
                        {...form.register(`${path}.price`, {
                          ...decimalInput(null),
                          onChange: recheck(form, `${path}.price`),
                        })}
                        error={errorAt(`${path}.price`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`${path}.packages`}
                        render={({ field }) => (
                          <TextInput
                            aria-label={`${t('fields.packages')} ${position}`}
                            inputMode="numeric"
                            value={field.value ?? ''}
                            onChange={(event) => {
                              const text = event.currentTarget.value.trim()
                              field.onChange(text === '' ? null : /^\d+$/.test(text) ? Number(text) : text)
                              recheck(form, `${path}.packages`)()
                            }}
                            onBlur={field.onBlur}
                            error={errorAt(`${path}.packages`)}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`${path}.vat_id`}
                        render={({ field }) => (
                          <ParamSelect
                            param="vats"
                            aria-label={`${t('fields.vat')} ${position}`}
                            value={field.value ?? null}
                            onChange={(value) => {
                              field.onChange(value)
                              recheck(form, `${path}.vat_id`)()
                            }}
                            error={errorAt(`${path}.vat_id`)}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`${t('fields.markAs')} ${position}`}
                        {...form.register(`${path}.mark_as`, {
                          ...nullIfBlank,
                          onChange: recheck(form, `${path}.mark_as`),
                        })}
                        error={errorAt(`${path}.mark_as`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`${t('fields.freeText')} ${position}`}
                        {...form.register(`${path}.free_text`, {
                          ...nullIfBlank,
                          onChange: recheck(form, `${path}.free_text`),
                        })}
                        error={errorAt(`${path}.free_text`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <RemoveButton
                        name={position}
                        ask={Boolean(form.getValues(`${path}.article_id`))}
                        onRemove={() => lines.remove(index)}
                      />
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <div>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          data-testid={`add-line-${delivery}`}
        >
          {t('wizard.addLine')}
        </Button>
      </div>
    </Stack>
  )
}
