import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { SaveCriteriaValuesBody, type SupplierCriteriaValues } from '@scm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatNumber } from '../../../lib/format/format.ts'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { LoadState } from '../../../ui/load-state.tsx'
import { useSaveCriteriaValues } from '../api/partner-mutations.ts'
import { partnerQueries } from '../api/partner-queries.ts'

// The supplier's share of the company's ordered value beside a criterion's turnover alert (decision
// 0018): red once the share has reached the alert.
function TurnoverShare({ share, alert }: { share: string; alert: string }) {
  const { t } = useTranslation('partners')
  const reached = Number(share) >= Number(alert)
  return (
    <Text
      size="sm"
      c={reached ? 'red.8' : 'dimmed'}
      fw={reached ? 600 : undefined}
      data-testid="turnover-share"
    >
      {t('criteria.turnoverShare', { share: formatNumber(share, 2), alert: formatNumber(alert) })}
    </Text>
  )
}

function CriteriaForm({
  supplierId,
  data,
  canEdit,
  onConflict,
}: {
  supplierId: string
  data: SupplierCriteriaValues
  canEdit: boolean
  onConflict: () => void
}) {
  const { t } = useTranslation('partners')
  const save = useSaveCriteriaValues()
  const form = useContractForm(SaveCriteriaValuesBody, {
    values: data.values.map((entry) => ({ criterion_id: entry.criterion_id, value: entry.value })),
    version: data.version,
  })
  const typed = form.watch('values')
  // mutateAsync: the saved version re-keys this form, and a remounted form never gets mutate()'s callbacks.
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: supplierId, body })
      notifications.show({ color: 'green', message: t('criteria.saved') })
    } catch (error) {
      if (isConflict(error)) return onConflict()
      presentError(error)
      form.applyServerErrors(error)
    }
  })
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {data.values.map((entry, index) => (
            <Stack key={entry.criterion_id} gap={4}>
              <TextInput
                label={entry.name}
                withAsterisk={entry.mandatory}
                description={
                  entry.preferred_value
                    ? t('criteria.preferred', { value: entry.preferred_value })
                    : undefined
                }
                readOnly={!canEdit}
                {...form.register(`values.${index}.value`, {
                  setValueAs: (value: string | null) => (value?.trim() ? value : null),
                })}
                error={
                  form.errorOf(`values.${index}.value`) ??
                  (entry.mandatory && !typed[index]?.value ? t('criteria.missing') : undefined)
                }
              />
              {entry.turnover_percent_alert !== null && data.turnover_share !== null && (
                <TurnoverShare share={data.turnover_share} alert={entry.turnover_percent_alert} />
              )}
            </Stack>
          ))}
        </SimpleGrid>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-criteria">
              {t('criteria.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}

// The supplier's value for each of the company's supplier criteria; mandatory ones decide its status.
export function CriteriaSection({ supplierId, canEdit }: { supplierId: string; canEdit: boolean }) {
  const { t } = useTranslation('partners')
  const [conflict, setConflict] = useState(false)
  const values = useQuery(partnerQueries.criteria(supplierId))
  return (
    <>
      <Text c="dimmed" size="sm" mb="sm">
        {t('criteria.hint')}
      </Text>
      <ConflictAlert show={conflict} />
      <LoadState query={values} />
      {values.data?.values.length === 0 && (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {t('criteria.none')}
        </Text>
      )}
      {values.data && values.data.values.length > 0 && (
        <CriteriaForm
          key={values.data.version}
          supplierId={supplierId}
          data={values.data}
          canEdit={canEdit}
          onConflict={() => {
            setConflict(true)
            void values.refetch()
          }}
        />
      )}
    </>
  )
}
