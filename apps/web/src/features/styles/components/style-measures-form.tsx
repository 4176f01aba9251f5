import { Checkbox, SimpleGrid, TextInput, Title } from '@mantine/core'
import { type Style, StyleMeasuresBlock, styleDimensionUnits, styleWeightUnits } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { FormSelect } from '../../../ui/form/form-fields.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { BlockCard } from './block-card.tsx'
import { useBlockSave } from './use-block-save.ts'

const lengths = ['height', 'length', 'width', 'diameter'] as const
const weights = ['gross_weight', 'net_weight'] as const
const footprint = ['carbon_footprint_kg', 'water_litres', 'energy_kwh'] as const

// Dimensions and weight, and the sustainability values, of one style.
export function StyleMeasuresForm({ style, onConflict }: { style: Style; onConflict: () => void }) {
  const { t } = useTranslation('styles')
  const { save, saving } = useBlockSave(
    style,
    (current) => [current.dimensions, current.sustainability],
    onConflict,
  )
  const form = useContractForm(StyleMeasuresBlock, {
    dimensions: style.dimensions,
    sustainability: style.sustainability,
  })
  const decimal = (name: `dimensions.${string}` | `sustainability.${string}`, label: string) => (
    <TextInput
      key={name}
      label={label}
      inputMode="decimal"
      {...form.register(name as 'dimensions.height', decimalInput(null))}
      error={form.errorOf(name)}
    />
  )
  return (
    <BlockCard
      title={t('measures.title')}
      testId="style-measures-form"
      saving={saving}
      readOnly={style.status === 'archived'}
      onSubmit={form.handleSubmit((block) => save(block, form.applyServerErrors))}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <FormSelect
          form={form}
          name="dimensions.dimension_unit"
          label={t('measures.dimensionUnit')}
          data={[...styleDimensionUnits]}
          allowDeselect={false}
        />
        {lengths.map((name) => decimal(`dimensions.${name}`, t(`measures.${name}`)))}
        <FormSelect
          form={form}
          name="dimensions.weight_unit"
          label={t('measures.weightUnit')}
          data={[...styleWeightUnits]}
          allowDeselect={false}
        />
        {weights.map((name) => decimal(`dimensions.${name}`, t(`measures.${name}`)))}
        {decimal('dimensions.volume', t('measures.volume'))}
      </SimpleGrid>
      <Title order={3} fz="h5" mt="md">
        {t('measures.sustainability')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {footprint.map((name) => decimal(`sustainability.${name}`, t(`measures.${name}`)))}
      </SimpleGrid>
      <Checkbox
        label={t('measures.renewable_energy')}
        {...form.register('sustainability.renewable_energy')}
      />
    </BlockCard>
  )
}
