import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../ui/page-header.tsx'
import { BoxTypeList } from '../components/box-type-list.tsx'
import { PackingInstructionList } from '../components/packing-instruction-list.tsx'
import { SharedArticleList } from '../components/shared-article-list.tsx'

// The routes of spec §2.1 for the library's lists; the same lists are tabs of /products.
export function BoxTypesPage() {
  const { t } = useTranslation('articles')
  return (
    <>
      <PageHeader title={t('boxTypes.title')} description={t('boxTypes.description')} />
      <BoxTypeList />
    </>
  )
}

export function PackingInstructionsPage() {
  const { t } = useTranslation('articles')
  return (
    <>
      <PageHeader title={t('packing.title')} description={t('packing.description')} />
      <PackingInstructionList />
    </>
  )
}

export function CounterpartProductsPage() {
  const { t } = useTranslation('articles')
  return (
    <>
      <PageHeader title={t('shared.title')} description={t('shared.description')} />
      <SharedArticleList />
    </>
  )
}
