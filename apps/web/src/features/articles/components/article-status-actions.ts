import { notifications } from '@mantine/notifications'
import type { ArticleSummary } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { useArchiveArticle, useRestoreArticle } from '../api/article-mutations.ts'

// Archive and restore, each after a confirmation (spec §8), from the list or the detail page.
export function useArticleStatusActions() {
  const { t } = useTranslation('articles')
  const confirm = useConfirm()
  const archive = useArchiveArticle()
  const restore = useRestoreArticle()
  const names = (article: Pick<ArticleSummary, 'code' | 'name'>) => ({
    code: article.code,
    name: article.name,
  })
  return {
    pending: archive.isPending || restore.isPending,
    async archive(article: Pick<ArticleSummary, 'id' | 'code' | 'name'>) {
      const yes = await confirm({
        title: t('detail.archiveTitle'),
        message: t('detail.archiveConfirm', names(article)),
        confirmLabel: t('detail.archive'),
        danger: true,
      })
      if (yes)
        archive.mutate(article.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('detail.archived') }),
        })
    },
    async restore(article: Pick<ArticleSummary, 'id' | 'code' | 'name'>) {
      const yes = await confirm({
        title: t('detail.restoreTitle'),
        message: t('detail.restoreConfirm', names(article)),
        confirmLabel: t('detail.restore'),
      })
      if (yes)
        restore.mutate(article.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('detail.restored') }),
        })
    },
  }
}
