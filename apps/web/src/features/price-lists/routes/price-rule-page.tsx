import { Button, Paper } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useDeletePriceRule, useSavePriceRule } from '../api/price-list-mutations.ts'
import { priceRuleQueries } from '../api/price-list-queries.ts'
import { PriceRuleForm, type PriceRuleValues } from '../components/price-rule-form.tsx'

// /price-rules/create and /price-rules/:id: the rule's form, and deleting it.
export function PriceRulePage() {
  const { t } = useTranslation('price-lists')
  const { id } = useParams()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const queryClient = useQueryClient()
  const [conflict, setConflict] = useState(false)
  const save = useSavePriceRule()
  const remove = useDeletePriceRule()
  const rule = useQuery({ ...priceRuleQueries.detail(id ?? ''), enabled: Boolean(id), meta: { quiet: true } })
  if (rule.error instanceof ApiError && rule.error.status === 404) throw rule.error
  if (id && !rule.data) return <LoadState query={rule} />
  const submit = ({ version, ...body }: PriceRuleValues, applyServerErrors: (error: unknown) => void) =>
    save.mutate(
      { id: id ?? null, body: id ? { ...body, version } : body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('rules.saved') })
          navigate('/price-rules')
        },
        onError: (error) => {
          if (isConflict(error)) {
            setConflict(true)
            return void queryClient.invalidateQueries({ queryKey: priceRuleQueries.all })
          }
          presentError(error)
          applyServerErrors(error)
        },
      },
    )
  const ask = async () => {
    if (!rule.data) return
    const ok = await confirm({
      title: t('rules.deleteTitle'),
      message: t('rules.deleteMessage', { name: rule.data.name }),
      confirmLabel: t('actions.delete'),
      danger: true,
    })
    if (ok) remove.mutate(rule.data.id, { onSuccess: () => navigate('/price-rules') })
  }
  return (
    <>
      <PageHeader
        title={rule.data ? rule.data.name : t('rules.create')}
        description={t('rules.formDescription')}
        actions={
          rule.data && (
            <Button variant="subtle" color="red" onClick={() => void ask()} loading={remove.isPending}>
              {t('actions.delete')}
            </Button>
          )
        }
      />
      <ConflictAlert show={conflict} />
      <Paper withBorder p="lg" maw={860}>
        <PriceRuleForm
          key={rule.data ? `${rule.data.id}-${rule.data.version}` : 'new'}
          rule={rule.data ?? null}
          saving={save.isPending}
          onSave={submit}
          onCancel={() => navigate('/price-rules')}
        />
      </Paper>
    </>
  )
}
