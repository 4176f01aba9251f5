import { Anchor, Breadcrumbs, Button, Paper, Tabs } from '@mantine/core'
import { IconEdit, IconLockOpen } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { partnerQueries } from '../api/partner-queries.ts'
import { AgreementDetails } from '../components/agreement-details.tsx'
import { AgreementEditModal } from '../components/agreement-edit-modal.tsx'
import { BlockAlert } from '../components/block-alert.tsx'
import { blockDefinitions } from '../components/block-definitions.ts'
import { BlockSection } from '../components/block-section.tsx'
import { CriteriaSection } from '../components/criteria-section.tsx'
import { SupplierArticles } from '../components/supplier-articles.tsx'
import { UnblockModal } from '../components/unblock-modal.tsx'

// /suppliers/{id}: the client's agreement with a supplier and the card blocks of spec §2.10.
export function SupplierCardPage() {
  const { t } = useTranslation('partners')
  const { id = '' } = useParams()
  usePresence('supplier', id)
  const { data: user } = useCurrentUser()
  const canEdit = hasPermission(user, 'edit.agreement')
  const seesArticles = hasPermission(user, 'list.products')
  const supplier = useQuery({ ...partnerQueries.detail('supplier', id), meta: { quiet: true } })
  const [modal, setModal] = useState<'edit' | 'unblock' | null>(null)
  const agreement = supplier.data
  const edit = canEdit && (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEdit size={14} />}
      onClick={() => setModal('edit')}
      mb="md"
    >
      {t('agreement.edit')}
    </Button>
  )
  return (
    <>
      <Breadcrumbs mb="sm">
        <Anchor component={Link} to="/suppliers">
          {t('suppliers.title')}
        </Anchor>
        <span>{agreement?.name ?? '…'}</span>
      </Breadcrumbs>
      <LoadState query={supplier} title={t('card.loadFailed')} />
      {agreement && (
        <>
          <PageHeader
            title={agreement.name}
            description={t('card.supplierOf', { company: user?.company ?? '' })}
            actions={
              canEdit && (
                <>
                  {agreement.status === 'blocked' && (
                    <Button
                      variant="default"
                      leftSection={<IconLockOpen size={16} />}
                      onClick={() => setModal('unblock')}
                      data-testid="unblock"
                    >
                      {t('unblock.action')}
                    </Button>
                  )}
                  <Button
                    leftSection={<IconEdit size={16} />}
                    onClick={() => setModal('edit')}
                    data-testid="edit-agreement"
                  >
                    {t('agreement.edit')}
                  </Button>
                </>
              )
            }
          />
          <BlockAlert agreement={agreement} />
          <Paper withBorder p="md">
            <Tabs defaultValue="overview" keepMounted={false}>
              <Tabs.List mb="md">
                {[
                  'overview',
                  'criteria',
                  'financials',
                  ...blockDefinitions.map((block) => block.key),
                  'integration',
                  ...(seesArticles ? ['articles'] : []),
                ].map((tab) => (
                  <Tabs.Tab key={tab} value={tab}>
                    {t(`card.tabs.${tab}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="overview">
                <AgreementDetails agreement={agreement} part="overview" />
              </Tabs.Panel>
              <Tabs.Panel value="criteria">
                <CriteriaSection supplierId={id} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="financials">
                {edit}
                <AgreementDetails agreement={agreement} part="financials" />
              </Tabs.Panel>
              {blockDefinitions.map((block) => (
                <Tabs.Panel key={block.key} value={block.key}>
                  <BlockSection definition={block} supplierId={id} canEdit={canEdit} />
                </Tabs.Panel>
              ))}
              <Tabs.Panel value="integration">
                {edit}
                <AgreementDetails agreement={agreement} part="integration" />
              </Tabs.Panel>
              {seesArticles && (
                <Tabs.Panel value="articles">
                  <SupplierArticles partnerCompanyId={agreement.counterparty_company_id} />
                </Tabs.Panel>
              )}
            </Tabs>
          </Paper>
          <AgreementEditModal
            agreement={agreement}
            opened={modal === 'edit'}
            onClose={() => setModal(null)}
          />
          <UnblockModal supplier={agreement} opened={modal === 'unblock'} onClose={() => setModal(null)} />
        </>
      )}
    </>
  )
}
