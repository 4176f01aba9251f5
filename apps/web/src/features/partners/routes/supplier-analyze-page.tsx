import { Anchor, Breadcrumbs, Paper, Table, Text } from '@mantine/core'
import { maxAnalyzed, type SupplierAnalysis } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { ParamMultiSelect } from '../../../ui/param-select.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { partnerQueries } from '../api/partner-queries.ts'
import { stars } from '../components/agreement-details.tsx'
import { monthName } from '../components/spec-field.tsx'

type Compared = SupplierAnalysis['suppliers'][number]

function Comparison({ analysis }: { analysis: SupplierAnalysis }) {
  const { t } = useTranslation('partners')
  const row = (label: ReactNode, cell: (supplier: Compared) => ReactNode, key: string) => (
    <Table.Tr key={key}>
      <Table.Th scope="row">{label}</Table.Th>
      {analysis.suppliers.map((supplier) => (
        <Table.Td key={supplier.id}>{cell(supplier)}</Table.Td>
      ))}
    </Table.Tr>
  )
  const section = (title: string) => (
    <Table.Tr key={title}>
      <Table.Th colSpan={analysis.suppliers.length + 1} bg="gray.1">
        {title}
      </Table.Th>
    </Table.Tr>
  )
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withColumnBorders data-testid="comparison">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analyze.attribute')}</Table.Th>
            {analysis.suppliers.map((supplier) => (
              <Table.Th key={supplier.id}>
                <Anchor component={Link} to={`/suppliers/${supplier.id}`}>
                  {supplier.name}
                </Anchor>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row(
            t('fields.status'),
            (s) => (
              <StatusBadge status={s.status} ns="partners" />
            ),
            'status',
          )}
          {row(t('fields.country'), (s) => formatText(s.country), 'country')}
          {row(t('fields.credit_rating'), (s) => stars(s.credit_rating), 'rating')}
          {row(
            t('fields.turnover'),
            (s) => (s.turnover ? `${formatNumber(s.turnover, 2)} ${s.currency ?? ''}` : formatText(null)),
            'turnover',
          )}
          {section(t('card.tabs.criteria'))}
          {analysis.criteria.map((criterion) =>
            row(
              `${criterion.name}${criterion.mandatory ? ' *' : ''}`,
              (s) =>
                s.criteria[criterion.id] ?? (
                  <Text c="red" size="sm">
                    {t('analyze.noValue')}
                  </Text>
                ),
              criterion.id,
            ),
          )}
          {section(t('card.tabs.capacities'))}
          {row(t('fields.year'), (s) => (s.capacity ? String(s.capacity.year) : formatText(null)), 'year')}
          {row(
            t('fields.annual_capacity'),
            (s) =>
              s.capacity
                ? `${formatNumber(s.capacity.annual_capacity)} ${s.capacity.unit_name}`
                : formatText(null),
            'capacity',
          )}
          {row(
            t('fields.peak_months'),
            (s) => formatText(s.capacity?.peak_months.map(monthName).join(', ')),
            'peaks',
          )}
          {section(t('card.tabs.certificates'))}
          {row(
            t('analyze.certificates'),
            (s) =>
              s.certificates.length === 0
                ? formatText(null)
                : s.certificates.map((c) => (
                    <Text key={`${c.type_name}-${c.valid_to}`} size="sm">
                      {c.type_name} · {formatDate(c.valid_to)} <StatusBadge status={c.state} ns="partners" />
                    </Text>
                  )),
            'certificates',
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

// /suppliers/analyze: 2–6 suppliers side by side; the choice is kept in the address so it can be shared.
export function SupplierAnalyzePage() {
  const { t } = useTranslation('partners')
  const [search, setSearch] = useSearchParams()
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean).slice(0, maxAnalyzed)
  const analysis = useQuery({ ...partnerQueries.analysis(ids), meta: { quiet: true } })
  return (
    <>
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to="/suppliers">
          {t('suppliers.title')}
        </Anchor>
        <span>{t('analyze.title')}</span>
      </Breadcrumbs>
      <PageHeader title={t('analyze.title')} description={t('analyze.description', { max: maxAnalyzed })} />
      <Paper withBorder p="md" mb="lg">
        <ParamMultiSelect
          param="suppliers"
          label={t('analyze.pick')}
          maxValues={maxAnalyzed}
          value={ids}
          onChange={(next) => setSearch(next.length ? { ids: next.join(',') } : {}, { replace: true })}
          data-testid="analyze-pick"
        />
      </Paper>
      {ids.length < 2 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('analyze.pickMore')}
        </Text>
      )}
      {ids.length >= 2 && <LoadState query={analysis} />}
      {ids.length >= 2 && analysis.data && <Comparison analysis={analysis.data} />}
    </>
  )
}
