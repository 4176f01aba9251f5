import { Button, Group, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArticlePicker } from '../../../ui/article-picker.tsx'

// An article found on the shelf that the count does not list yet, with what was counted of it.
export function StockCountAddArticle({
  onAdd,
  pending,
}: {
  onAdd: (articleId: string, counted: string) => void
  pending: boolean
}) {
  const { t } = useTranslation('inventory')
  const [articleId, setArticleId] = useState<string | null>(null)
  const [counted, setCounted] = useState('')
  const add = () => {
    if (!articleId || !counted.trim()) return
    onAdd(articleId, counted)
    setArticleId(null)
    setCounted('')
  }
  return (
    <Group align="flex-end" gap="sm">
      <ArticlePicker
        label={t('stockCounts.addArticle')}
        value={articleId}
        onChange={setArticleId}
        w={320}
        data-testid="stock-count-add-article"
      />
      <TextInput
        label={t('stockCounts.addQuantity')}
        inputMode="decimal"
        w={130}
        value={counted}
        onChange={(event) => setCounted(event.currentTarget.value)}
      />
      <Button variant="light" onClick={add} disabled={!articleId || !counted.trim()} loading={pending}>
        {t('stockCounts.add')}
      </Button>
    </Group>
  )
}
