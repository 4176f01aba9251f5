import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Forecast } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ConflictAlert } from '../../../ui/form/conflict-alert.tsx'
import { handleSaveError } from '../../../ui/form/save-error.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { useSetForecastDeleted, useUpdateForecast } from '../api/forecast-mutations.ts'
import { forecastQueries } from '../api/forecast-queries.ts'
import { ForecastContentsFields } from '../components/forecast-contents-fields.tsx'
import { useForecastForm } from '../components/forecast-form.ts'
import { ForecastHeaderFields } from '../components/forecast-header-fields.tsx'
import { ForecastTotals } from '../components/forecast-totals.tsx'

// /forecasts/:id: the header and contents to edit, the server's totals, and delete or restore. A
// deleted forecast is read-only until it is restored (spec §4).
export function ForecastPage() {
  const { t } = useTranslation('forecasts')
  const { id = '' } = useParams()
  const confirm = useConfirm()
  const { data: user } = useCurrentUser()
  const setDeleted = useSetForecastDeleted()
  const [conflict, setConflict] = useState(false)
  const forecast = useQuery({ ...forecastQueries.detail(id), meta: { quiet: true } })
  if (forecast.error instanceof ApiError && forecast.error.status === 404) throw forecast.error
  if (!forecast.data) return <LoadState query={forecast} />
  const saved = forecast.data
  const canEdit = hasPermission(user, 'create.forecast')
  const deleted = saved.status === 'deleted'
  const toggle = async () => {
    if (!deleted) {
      const ok = await confirm({
        title: t('deleteTitle'),
        message: t('deleteMessage', { name: saved.name }),
        confirmLabel: t('delete'),
        danger: true,
      })
      if (!ok) return
    }
    setDeleted.mutate(
      { id: saved.id, deleted: !deleted },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(deleted ? 'restored' : 'deleted', { name: saved.name }),
          }),
      },
    )
  }
  return (
    <>
      <PageHeader
        title={saved.name}
        description={t('formDescription')}
        actions={
          <Group>
            <StatusBadge status={saved.status} ns="forecasts" />
            {canEdit && (
              <Button
                variant={deleted ? 'light' : 'subtle'}
                color={deleted ? undefined : 'red'}
                onClick={() => void toggle()}
                loading={setDeleted.isPending}
                data-testid={deleted ? 'restore-forecast' : 'delete-forecast'}
              >
                {t(deleted ? 'restore' : 'delete')}
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="xl" maw={1200}>
        {deleted && (
          <Alert color="gray" data-testid="forecast-deleted">
            {t('deletedNotice')}
          </Alert>
        )}
        <Card withBorder>
          <Title order={2} fz="h4" mb="sm">
            {t('totals.title')}
          </Title>
          <ForecastTotals forecast={saved} />
        </Card>
        <ConflictAlert show={conflict} />
        <ForecastEditor
          key={`${saved.id}-${saved.version}`}
          saved={saved}
          readOnly={deleted || !canEdit}
          onConflict={() => setConflict(true)}
        />
      </Stack>
    </>
  )
}

// Keyed by the version: a save, a conflict or a restore starts the form afresh from the server's answer.
function ForecastEditor({
  saved,
  readOnly,
  onConflict,
}: {
  saved: Forecast
  readOnly: boolean
  onConflict: () => void
}) {
  const { t } = useTranslation('forecasts')
  const queryClient = useQueryClient()
  const form = useForecastForm(saved)
  const update = useUpdateForecast()
  const submit = form.handleSubmit((body) =>
    update.mutateAsync({ id: saved.id, body: { ...body, version: saved.version } }).then(
      (result) => {
        queryClient.setQueryData(forecastQueries.detail(result.id).queryKey, result)
        notifications.show({ color: 'green', message: t('saved', { name: result.name }) })
      },
      (error: unknown) =>
        handleSaveError(error, form.applyServerErrors, () => {
          onConflict()
          void queryClient.invalidateQueries({ queryKey: forecastQueries.all })
        }),
    ),
  )
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {/* A disabled fieldset makes every field and button of the form read-only at once. */}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Card withBorder>
            <Title order={2} fz="h4" mb="sm">
              {t('steps.header')}
            </Title>
            <ForecastHeaderFields form={form} />
          </Card>
          <Title order={2} fz="h4">
            {t('steps.contents')}
          </Title>
          <ForecastContentsFields form={form} saved={saved} />
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} data-testid="save-forecast">
                {t('save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  )
}
