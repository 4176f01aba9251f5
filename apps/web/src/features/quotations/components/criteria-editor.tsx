import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core'
import { type CriterionBlock, type CriterionBody, criterionBlocks } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { type ArrayPath, type FieldArray, type FieldValues, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type CriteriaForm, CriterionFields } from './criterion-fields.tsx'

const newCriterion = (block: CriterionBlock): CriterionBody => ({
  block,
  name: '',
  type: 'text',
  options: [],
  required: false,
  preferred_value: null,
  preferred_rule: null,
  description: null,
})

// The criteria in the spec's five blocks (or some of them: a quotation's steps show theirs). They are
// one list in the form (the order the server keeps); each block shows its own and adds at the end.
export function CriteriaEditor<V extends FieldValues & { criteria: CriterionBody[] }>({
  form,
  blocks = criterionBlocks,
}: {
  form: CriteriaForm<V>
  blocks?: readonly CriterionBlock[]
}) {
  const { t } = useTranslation('quotations')
  const rows = useFieldArray({ control: form.control, name: 'criteria' as ArrayPath<V> })
  const values = (form.watch('criteria' as never) ?? []) as readonly CriterionBody[]
  return (
    <Stack gap="lg">
      {blocks.map((block) => {
        const inBlock = rows.fields
          .map((field, index) => ({ field, index }))
          .filter(({ index }) => values[index]?.block === block)
        return (
          <Stack key={block} gap="xs" data-testid={`criteria-block-${block}`}>
            <Group gap="xs">
              <Title order={3} fz="h4">
                {t(`blocks.${block}`)}
              </Title>
              <Badge variant="light" color="gray">
                {t('criteria.count', { count: inBlock.length })}
              </Badge>
            </Group>
            {inBlock.length === 0 && <Text c="dimmed">{t('criteria.empty')}</Text>}
            {inBlock.map(({ field, index }, number) => (
              <CriterionFields
                key={field.id}
                form={form}
                index={index}
                label={t('criteria.row', { number: number + 1, block: t(`blocks.${block}`) })}
                onRemove={() => rows.remove(index)}
              />
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              w="fit-content"
              aria-label={`${t('criteria.add')}: ${t(`blocks.${block}`)}`}
              onClick={() => rows.append(newCriterion(block) as FieldArray<V, ArrayPath<V>>)}
            >
              {t('criteria.add')}
            </Button>
          </Stack>
        )
      })}
    </Stack>
  )
}
