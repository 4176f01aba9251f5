import { Button } from '@mantine/core'
import { type PriceRule, priceRuleEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { priceRuleQueries } from '../api/price-list-queries.ts'

// What a rule does, in words: "10 % off", "2.00 EUR off", "fixed 9.50 EUR".
const adjustmentText = (t: TFunction, rule: PriceRule) =>
  t(`rules.adjustmentText.${rule.adjustment_type}`, {
    value: formatNumber(rule.adjustment, 2),
    currency: rule.currency ?? '',
  })

export function PriceRulesPage() {
  const { t } = useTranslation('price-lists')
  const navigate = useNavigate()
  const columns: ListColumn<PriceRule>[] = [
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (rule) => rule.name },
    {
      key: 'active',
      label: t('fields.state'),
      value: (rule) => t(rule.active ? 'state.active' : 'state.inactive'),
      render: (rule) => <StatusBadge status={rule.active ? 'active' : 'inactive'} ns="price-lists" />,
    },
    {
      key: 'applies',
      label: t('rules.appliesTo'),
      value: (rule) => rule.article_name ?? rule.category_name ?? t('rules.allArticles'),
    },
    {
      key: 'counterparty',
      label: t('fields.counterparty'),
      value: (rule) => rule.counterparty_name ?? t('rules.allPartners'),
    },
    { key: 'min_quantity', label: t('rules.minQuantity'), value: (rule) => formatNumber(rule.min_quantity) },
    { key: 'adjustment', label: t('rules.adjustment'), value: (rule) => adjustmentText(t, rule) },
    {
      key: 'valid_from',
      label: t('fields.validFrom'),
      sortField: 'valid_from',
      value: (rule) => formatDate(rule.valid_from),
    },
    {
      key: 'valid_to',
      label: t('fields.validTo'),
      value: (rule) => formatText(rule.valid_to && formatDate(rule.valid_to)),
    },
  ]
  return (
    <>
      <PageHeader title={t('rules.title')} description={t('rules.description')} />
      <ListScreen
        id="price-rules"
        title={t('rules.title')}
        endpoint={priceRuleEndpoints.list}
        queryKey={priceRuleQueries.all}
        columns={columns}
        filters={[
          {
            key: 'active',
            label: t('fields.state'),
            type: 'select',
            options: [
              { value: 'true', label: t('status.active') },
              { value: 'false', label: t('status.inactive') },
            ],
          },
        ]}
        rowKey={(rule) => rule.id}
        defaultSort="name"
        onRowClick={(rule) => navigate(`/price-rules/${rule.id}`)}
        actions={
          <Button
            component={Link}
            to="/price-rules/create"
            leftSection={<IconPlus size={16} />}
            data-testid="create-price-rule"
          >
            {t('rules.create')}
          </Button>
        }
      />
    </>
  )
}
