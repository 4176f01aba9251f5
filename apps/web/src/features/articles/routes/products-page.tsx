import { Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../../ui/page-header.tsx'
import { ArticleList } from '../components/article-list.tsx'
import { BoxTypeList } from '../components/box-type-list.tsx'
import { PackingInstructionList } from '../components/packing-instruction-list.tsx'
import { SharedArticleList } from '../components/shared-article-list.tsx'

// The tabs of spec §2.10 "Article library tabs". Price lists join when their screen is built.
const tabs: Array<{ key: string; label: string; content: () => ReactNode }> = [
  { key: 'mine', label: 'library.tabs.mine', content: () => <ArticleList /> },
  { key: 'shared', label: 'library.tabs.shared', content: () => <SharedArticleList /> },
  { key: 'packing', label: 'library.tabs.packing', content: () => <PackingInstructionList /> },
  { key: 'box-types', label: 'library.tabs.boxTypes', content: () => <BoxTypeList /> },
]

export function ProductsPage() {
  const { t } = useTranslation('articles')
  const [params, setParams] = useSearchParams()
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
