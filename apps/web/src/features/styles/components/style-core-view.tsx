import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { CounterpartStyle } from '@scm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'

const measure = (value: string | null, unit: string) =>
  value === null ? formatText(null) : `${formatNumber(value)} ${unit}`

// The country's name in the page's language ("PT" → "Portugal").
const countryName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

// A shared style, read-only: what the owner lets its partners see.
export function StyleCoreView({ style }: { style: CounterpartStyle }) {
  const { t, i18n } = useTranslation('styles')
  const { dimensions: d, sustainability: s, our_supply: supply } = style
  const names = (list: Array<{ name: string }>) => formatText(list.map((item) => item.name).join(', '))
  return (
    <Stack>
      <Section title={t('detail.header')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DetailField label={t('counterpart.owner')}>{style.owner.name}</DetailField>
          <DetailField label={t('fields.vendorNo')}>{formatText(style.vendor_no)}</DetailField>
          <DetailField label={t('fields.itemCategoryCode')}>
            {formatText(style.item_category_code?.name)}
          </DetailField>
          <DetailField label={t('fields.seasons')}>{names(style.seasons)}</DetailField>
          <DetailField label={t('fields.dropCodes')}>{names(style.delivery_drop_codes)}</DetailField>
          <DetailField label={t('fields.netWeight')}>{measure(style.net_weight, 'kg')}</DetailField>
        </SimpleGrid>
      </Section>
      {supply && (
        <Section title={t('counterpart.ourSupply')}>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <DetailField label={t('production.type')}>{t(`production.types.${supply.type}`)}</DetailField>
            <DetailField label={t('production.moqStyle')}>{formatNumber(supply.moq_style)}</DetailField>
            <DetailField label={t('production.moqColour')}>{formatNumber(supply.moq_colour)}</DetailField>
            <DetailField label={t('production.countryOfOrigin')}>
              {supply.country_of_origin
                ? countryName(supply.country_of_origin, i18n.language)
                : formatText(null)}
            </DetailField>
            <DetailField label={t('production.leadTime')}>
              {formatNumber(supply.production_lead_time_days)}
            </DetailField>
          </SimpleGrid>
        </Section>
      )}
      <Section title={t('colours.title')}>
        {style.colours.length === 0 ? (
          <Text c="dimmed">{t('colours.empty')}</Text>
        ) : (
          <Group gap="xs">
            {style.colours.map((colour) => (
              <Badge key={colour.code} variant="light" color="gray" c="dark">
                {colour.name} · {colour.code}
              </Badge>
            ))}
          </Group>
        )}
      </Section>
      <Section title={t('materials.title')}>
        {style.materials.length === 0 ? (
          <Text c="dimmed">{t('materials.empty')}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {style.materials.map((material) => (
                <Table.Tr key={`${material.material_id}-${material.recycled}`}>
                  <Table.Td>{material.material_name}</Table.Td>
                  <Table.Td>{formatNumber(material.percentage)} %</Table.Td>
                  <Table.Td>{material.recycled ? t('materials.recycled') : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={t('measures.title')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {(['height', 'length', 'width', 'diameter'] as const).map((name) => (
            <DetailField key={name} label={t(`measures.${name}`)}>
              {measure(d[name], d.dimension_unit)}
            </DetailField>
          ))}
          <DetailField label={t('measures.gross_weight')}>
            {measure(d.gross_weight, d.weight_unit)}
          </DetailField>
          <DetailField label={t('measures.net_weight')}>{measure(d.net_weight, d.weight_unit)}</DetailField>
          <DetailField label={t('measures.volume')}>{measure(d.volume, 'm³')}</DetailField>
        </SimpleGrid>
      </Section>
      <Section title={t('measures.sustainability')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <DetailField label={t('measures.carbon_footprint_kg')}>
            {measure(s.carbon_footprint_kg, 'kg CO₂')}
          </DetailField>
          <DetailField label={t('measures.water_litres')}>{measure(s.water_litres, 'l')}</DetailField>
          <DetailField label={t('measures.energy_kwh')}>{measure(s.energy_kwh, 'kWh')}</DetailField>
          <DetailField label={t('measures.renewable_energy')}>
            {s.renewable_energy ? t('criteria.yes') : t('criteria.no')}
          </DetailField>
        </SimpleGrid>
      </Section>
    </Stack>
  )
}
