import { currencies, type PriceList, priceListStates } from '@scm/contracts'
import type { TFunction } from 'i18next'
import { formatDate, formatNumber, formatText } from '../../../lib/format/format.ts'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// Whom the list is with, seen from the caller: its counterparty, or the owner that shared it.
export const partyOf = (list: PriceList) =>
  formatText(list.side === 'owner' ? list.counterparty_name : list.owner_name)

export function priceListColumns(t: TFunction): ListColumn<PriceList>[] {
  return [
    { key: 'name', label: t('fields.name'), sortField: 'name', value: (list) => list.name },
    {
      key: 'state',
      label: t('fields.state'),
      value: (list) => t(`status.${list.state}`),
      render: (list) => <StatusBadge status={list.state} ns="price-lists" />,
    },
    { key: 'party', label: t('fields.party'), value: partyOf },
    { key: 'side', label: t('fields.side'), value: (list) => t(`side.${list.side}`) },
    { key: 'currency', label: t('fields.currency'), sortField: 'currency', value: (list) => list.currency },
    {
      key: 'valid_from',
      label: t('fields.validFrom'),
      sortField: 'valid_from',
      value: (list) => formatDate(list.valid_from),
    },
    { key: 'valid_to', label: t('fields.validTo'), value: (list) => formatDate(list.valid_to) },
    { key: 'line_count', label: t('fields.lineCount'), value: (list) => formatNumber(list.line_count) },
    {
      key: 'settings',
      label: t('fields.settings'),
      value: (list) =>
        [
          list.is_default && t('fields.isDefault'),
          list.is_internal && t('fields.isInternal'),
          !list.active && t('status.inactive'),
        ]
          .filter(Boolean)
          .join(', '),
    },
  ]
}

export function priceListFilters(t: TFunction): FilterField[] {
  return [
    {
      key: 'visibility',
      label: t('fields.visibility'),
      type: 'select',
      options: ['all', 'internal', 'shared_by', 'shared_with'].map((value) => ({
        value,
        label: t(`visibility.${value}`),
      })),
    },
    {
      key: 'state',
      label: t('fields.state'),
      type: 'select',
      options: priceListStates.map((value) => ({ value, label: t(`status.${value}`) })),
    },
    {
      key: 'currency',
      label: t('fields.currency'),
      type: 'select',
      options: currencies.map((value) => ({ value, label: value })),
    },
  ]
}
