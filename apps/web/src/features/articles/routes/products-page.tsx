import { Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { ArticleList } from '../components/article-list.tsx'
import { BoxTypeList } from '../components/box-type-list.tsx'
import { PackingInstructionList } from '../components/packing-instruction-list.tsx'
import { SharedArticleList } from '../components/shared-article-list.tsx'

type Tab = { key: string; label: string; content: () => ReactNode }

// The tabs of spec §2.10 "Article library tabs". The price lists tab shows the price-lists feature's
// list, which the app hands in (a feature does not import another's internals), to users who may
// see price lists.
export function ProductsPage({ priceLists }: { priceLists?: ReactNode }) {
  const { t } = useTranslation('articles')
  const { data: user } = useCurrentUser()
  const [params, setParams] = useSearchParams()
  const tabs: Tab[] = [
    { key: 'mine', label: 'library.tabs.mine', content: () => <ArticleList /> },
    { key: 'shared', label: 'library.tabs.shared', content: () => <SharedArticleList /> },
    ...(priceLists && hasPermission(user, 'list.price.lists')
      ? [{ key: 'price-lists', label: 'library.tabs.priceLists', content: () => priceLists }]
      : []),
    { key: 'packing', label: 'library.tabs.packing', content: () => <PackingInstructionList /> },
    { key: 'box-types', label: 'library.tabs.boxTypes', content: () => <BoxTypeList /> },
  ]
  const active = tabs.some((tab) => tab.key === params.get('tab')) ? params.get('tab')! : 'mine'
  // Each tab's list keeps its paging, sort and filters in the URL; a new tab starts from its defaults.
  const select = (key: string | null) => setParams(key && key !== 'mine' ? { tab: key } : {})
  return (
    <>
      <PageHeader title={t('library.title')} description={t('library.description')} />
      <Tabs value={active} onChange={select} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key}>
              {t(tab.label as 'library.tabs.mine')}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key}>
            {tab.content()}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  )
}
