import { Alert, Anchor, Button, Group } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { usePresence } from '../../../ui/presence/use-presence.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { articleQueries } from '../api/article-queries.ts'
import { ArticleEditForm } from '../components/article-edit-form.tsx'
import { useArticleStatusActions } from '../components/article-status-actions.ts'

// An article with every field, editable, with archive and restore (spec §4 Articles).
export function ArticleDetailPage() {
  const { t } = useTranslation('articles')
  const { id = '' } = useParams()
  usePresence('article', id)
  const article = useQuery({ ...articleQueries.detail(id), meta: { quiet: true } })
  const status = useArticleStatusActions()
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState(false)
  const a = article.data
  return (
    <>
      <Anchor component={Link} to="/products" size="sm">
        {t('detail.back')}
      </Anchor>
      <LoadState query={article} />
      {a && (
        <>
          <PageHeader
            title={`${a.code} ${a.name}`}
            actions={
              <Group gap="sm">
                <StatusBadge status={a.status} ns="articles" />
                {a.status === 'active' ? (
                  <Button
                    variant="default"
                    color="red"
                    onClick={() => void status.archive(a)}
                    loading={status.pending}
                  >
                    {t('detail.archive')}
                  </Button>
                ) : (
                  <Button variant="default" onClick={() => void status.restore(a)} loading={status.pending}>
                    {t('detail.restore')}
                  </Button>
                )}
              </Group>
            }
          />
          {a.status === 'archived' && (
            <Alert color="yellow" mb="md" data-testid="article-archived">
              {t('detail.archivedNotice')}
            </Alert>
          )}
          <ConflictAlert show={conflict} />
          <ArticleEditForm
            key={`${a.id}-${a.version}`}
            article={a}
            onConflict={() => {
              setConflict(true)
              void queryClient.invalidateQueries({ queryKey: articleQueries.all })
            }}
            onSaved={() => setConflict(false)}
          />
        </>
      )}
    </>
  )
}
