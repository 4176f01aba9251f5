import { Button, Group, Menu } from '@mantine/core'
import { type PriceList, type PriceListLine, priceListEndpoints } from '@scm/contracts'
import { IconPlus, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatNumber } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { RowMenu } from '../../../ui/list-screen/row-menu.tsx'
import { useRemoveLine } from '../api/price-list-mutations.ts'
import { priceListQueries } from '../api/price-list-queries.ts'
import { PriceLineModal } from './price-line-modal.tsx'
import { PriceListImport } from './price-list-import.tsx'

// The articles tab: every line with gross, discount and net price; the owner adds, edits, removes
// and imports lines.
export function PriceListLines({ list }: { list: PriceList }) {
  const { t } = useTranslation('price-lists')
  const confirm = useConfirm()
  const { data: user } = useCurrentUser()
  const remove = useRemoveLine(list.id)
  const [editing, setEditing] = useState<{ line: PriceListLine | null } | null>(null)
  const [importing, setImporting] = useState(false)
  const editable = list.side === 'owner' && hasPermission(user, 'create.price.list')
  const discountUnit = list.discount_type === 'percentage' ? '%' : list.currency
  const columns: ListColumn<PriceListLine>[] = [
    {
      key: 'article_code',
      label: t('lines.code'),
      sortField: 'article_code',
      value: (line) => line.article_code,
    },
    {
      key: 'article_name',
      label: t('lines.name'),
      sortField: 'article_name',
      value: (line) => line.article_name,
    },
    {
      key: 'gross_price',
      label: `${t('lines.grossPrice')} (${list.currency})`,
      sortField: 'gross_price',
      value: (line) => formatNumber(line.gross_price, 2),
    },
    {
      key: 'discount',
      label: `${t('lines.discount')} (${discountUnit})`,
      value: (line) => formatNumber(line.discount, 2),
    },
    {
      key: 'net_price',
      label: `${t('lines.netPrice')} (${list.currency})`,
      value: (line) => formatNumber(line.net_price, 2),
    },
  ]
  const ask = async (line: PriceListLine) => {
    const ok = await confirm({
      title: t('lines.removeTitle'),
      message: t('lines.removeMessage', { code: line.article_code, name: list.name }),
      confirmLabel: t('lines.remove'),
      danger: true,
    })
    if (ok) remove.mutate(line.id)
  }
  return (
    <>
      <ListScreen
        id="price-list-lines"
        title={`${list.name} – ${t('tabs.articles')}`}
        endpoint={priceListEndpoints.lines}
        params={{ id: list.id }}
        queryKey={priceListQueries.lines(list.id)}
        columns={columns}
        rowKey={(line) => line.id}
        defaultSort="article_code"
        onRowClick={editable ? (line) => setEditing({ line }) : undefined}
        rowActions={
          editable
            ? (line) => (
                <RowMenu label={t('lines.actionsFor', { code: line.article_code })}>
                  <Menu.Item onClick={() => setEditing({ line })}>{t('lines.edit')}</Menu.Item>
                  <Menu.Item color="red" onClick={() => void ask(line)}>
                    {t('lines.remove')}
                  </Menu.Item>
                </RowMenu>
              )
            : undefined
        }
        actions={
          editable ? (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconUpload size={16} />}
                onClick={() => setImporting(true)}
              >
                {t('import.open')}
              </Button>
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setEditing({ line: null })}
                data-testid="add-line"
              >
                {t('lines.add')}
              </Button>
            </Group>
          ) : undefined
        }
      />
      <PriceLineModal
        list={list}
        line={editing?.line ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <PriceListImport list={list} opened={importing} onClose={() => setImporting(false)} />
    </>
  )
}
