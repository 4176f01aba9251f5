import { Paper } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useCreatePriceList, useUpdatePriceList } from '../api/price-list-mutations.ts'
import { priceListQueries } from '../api/price-list-queries.ts'
import { PriceListForm, type PriceListValues } from '../components/price-list-form.tsx'

// /price-lists/create and /price-lists/:id/update: the header form on its own page.
export function PriceListEditPage() {
  const { t } = useTranslation('price-lists')
  const { id } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState(false)
  const create = useCreatePriceList()
  const update = useUpdatePriceList()
  const list = useQuery({ ...priceListQueries.detail(id ?? ''), enabled: Boolean(id), meta: { quiet: true } })
  if (list.error instanceof ApiError && list.error.status === 404) throw list.error
  if (id && !list.data) return <LoadState query={list} />
  const saved = (savedId: string) => {
    notifications.show({ color: 'green', message: t('form.saved') })
    navigate(`/price-lists/${savedId}`)
  }
  const save = ({ version, ...body }: PriceListValues, applyServerErrors: (error: unknown) => void) => {
    if (!id)
      return create.mutate(body, { onSuccess: (created) => saved(created.id), onError: applyServerErrors })
    update.mutate(
      { id, body: { ...body, version } },
      {
        onSuccess: () => saved(id),
        onError: (error) => {
          if (isConflict(error)) {
            setConflict(true)
            return void queryClient.invalidateQueries({ queryKey: priceListQueries.all })
          }
          presentError(error)
          applyServerErrors(error)
        },
      },
    )
  }
  return (
    <>
      <PageHeader
        title={id ? t('form.editTitle', { name: list.data?.name }) : t('form.createTitle')}
        description={t('form.description')}
      />
      <ConflictAlert show={conflict} />
      <Paper withBorder p="lg" maw={860}>
        <PriceListForm
          key={list.data ? `${list.data.id}-${list.data.version}` : 'new'}
          list={list.data ?? null}
          saving={create.isPending || update.isPending}
          onSave={save}
          onCancel={() => navigate(id ? `/price-lists/${id}` : '/price-lists')}
        />
      </Paper>
    </>
  )
}
