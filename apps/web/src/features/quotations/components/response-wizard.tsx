import { Alert, Card, Group, Stack, Text, Textarea } from '@mantine/core'
import type { QuotationInvite, QuotationResponseBody } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { DetailField } from '../../../ui/detail-field.tsx'
import { ConflictAlert, isConflict } from '../../../ui/form/conflict-alert.tsx'
import { FormDateInput } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { useWizard } from '../../../ui/wizard/use-wizard.ts'
import { validateFields } from '../../../ui/wizard/validate-fields.ts'
import { Wizard } from '../../../ui/wizard/wizard.tsx'
import type { AnswerFileActions } from '../api/answer-file-api.ts'
import type { FileDownload } from '../api/quotation-library-queries.ts'
import { InviteAnswersView } from './invite-answers-view.tsx'
import { InviteOverview } from './invite-overview.tsx'
import { QuotationLibraryView } from './quotation-library-view.tsx'
import { ResponseCriteriaFields } from './response-criteria-fields.tsx'
import { responseValues, useResponseForm } from './response-form.ts'
import { ResponseOfferFields } from './response-offer-fields.tsx'

const steps = ['general', 'criteria', 'contract'] as const

// How the answer reaches the server: the signed-in supplier's endpoints, or a guest link's.
export interface ResponseActions {
  save: (body: QuotationResponseBody) => Promise<QuotationInvite>
  send: (version: number) => Promise<QuotationInvite>
  // Read the invite again after a conflict (a colleague's save, or the deadline passed meanwhile).
  reload: () => Promise<QuotationInvite>
  onSent: (invite: QuotationInvite) => void
  // A document the buyer attached, by the same way in.
  download: FileDownload
  // The files answering file criteria, by the same way in.
  answerFiles: AnswerFileActions
}

// Spec §2.10 quotation response: review the general information, answer the criteria (and price the
// articles), review the contract details, send. Leaving a step saves what changed; sending checks the
// required criteria on the server, whose refusal lands on each unanswered one. `contract`: the contract
// sections and this supplier's threads, shown above its own terms (decision 0040).
export function ResponseWizard({
  invite,
  actions,
  contract,
}: {
  invite: QuotationInvite
  actions: ResponseActions
  contract?: React.ReactNode
}) {
  const { t } = useTranslation('quotations')
  const form = useResponseForm(invite)
  const [saved, setSaved] = useState(invite)
  const [conflict, setConflict] = useState(false)
  const [busy, setBusy] = useState(false)
  // Why the last send was refused (spec §5 "Response is not specified for some required criteria"),
  // beside the fields it names.
  const [refusal, setRefusal] = useState<string | null>(null)
  const wizard = useWizard(steps.length + 1, { reached: invite.answered_at ? steps.length : 0 })
  const dirty = form.formState.isDirty

  const attempt = async (work: () => Promise<QuotationInvite>) => {
    setBusy(true)
    try {
      const result = await work()
      setSaved(result)
      setConflict(false)
      setRefusal(null)
      form.reset(responseValues(result))
      return result
    } catch (error) {
      if (isConflict(error)) {
        setConflict(true)
        const fresh = await actions.reload()
        setSaved(fresh)
        form.reset(responseValues(fresh))
        window.scrollTo({ top: 0, behavior: 'smooth' })
        return null
      }
      presentError(error)
      form.applyServerErrors(error)
      if (error instanceof ApiError && error.status === 422) setRefusal(error.body.message ?? null)
      return null
    } finally {
      setBusy(false)
    }
  }

  const persist = async () => {
    if (!dirty) return saved
    return attempt(() => actions.save({ ...form.getValues(), version: saved.version }))
  }

  const validateStep = async (index: number) => {
    const step = steps[index]
    if (step === 'criteria' && !(await validateFields(form, ['answers', 'offers']))) return false
    if (step === 'contract' && !(await validateFields(form, ['comment', 'valid_until']))) return false
    if (step === 'general') return true
    return (await persist()) !== null
  }

  const finish = async () => {
    const current = await persist()
    if (!current) return
    const sent = await attempt(() => actions.send(current.version))
    if (sent) actions.onSent(sent)
    // A refusal names the required criteria left open: they are on the criteria step.
    else if (Object.keys(form.formState.errors).length > 0) wizard.goTo(1)
  }

  const answered = saved.answers.length
  const requiredOpen = saved.criteria.filter(
    (criterion) =>
      criterion.required && !saved.answers.some((answer) => answer.criterion_id === criterion.id),
  ).length
  const knownFiles = new Map(
    saved.answers.flatMap((answer) => (answer.file ? [[answer.file.id, answer.file]] : [])),
  )
  const content: Record<(typeof steps)[number], React.ReactNode> = {
    general: (
      <Stack>
        <InviteOverview invite={saved} />
        <QuotationLibraryView questions={saved.questions} files={saved.files} download={actions.download} />
        <InviteAnswersView invite={{ ...saved, criteria: [], answers: [] }} />
      </Stack>
    ),
    criteria: (
      <Stack gap="xl">
        <ResponseCriteriaFields
          form={form}
          criteria={saved.criteria}
          files={{ known: knownFiles, actions: actions.answerFiles }}
        />
        <ResponseOfferFields form={form} items={saved.items} />
      </Stack>
    ),
    contract: (
      <Stack gap="xl">
        {contract}
        <Stack maw={640}>
          <Textarea
            label={t('invites.contract.comment')}
            description={t('invites.contract.commentHint')}
            autosize
            minRows={3}
            {...form.register('comment', nullIfBlank)}
            error={form.errorOf('comment')}
          />
          <FormDateInput form={form} name="valid_until" label={t('invites.contract.validUntil')} />
        </Stack>
      </Stack>
    ),
  }
  return (
    <Stack>
      <ConflictAlert show={conflict} />
      {refusal && (
        <Alert color="red" data-testid="response-refused">
          {refusal}
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Wizard
          state={wizard}
          steps={steps.map((step) => ({
            key: step,
            label: t(`invites.steps.${step}`),
            description: t(`invites.stepHints.${step}`),
            content: content[step],
          }))}
          validateStep={validateStep}
          summaryLabel={t('invites.steps.send')}
          summary={() => (
            <Stack data-testid="response-summary">
              <Alert color={requiredOpen > 0 ? 'yellow' : 'green'}>
                <Text size="sm">
                  {t('invites.summary.answered', { answered, total: saved.criteria.length })} ·{' '}
                  {requiredOpen > 0
                    ? t('invites.summary.requiredMissing', { count: requiredOpen })
                    : t('invites.summary.allRequired')}{' '}
                  ·{' '}
                  {t('invites.summary.priced', {
                    priced: saved.offers.filter((offer) => offer.unit_price !== null).length,
                    total: saved.items.length,
                  })}
                </Text>
              </Alert>
              <Group grow align="flex-start">
                <DetailField label={t('invites.contract.validUntil')}>
                  {formatText(saved.valid_until && formatDate(saved.valid_until))}
                </DetailField>
                <DetailField label={t('invites.contract.comment')}>{formatText(saved.comment)}</DetailField>
              </Group>
              <InviteAnswersView invite={saved} downloadAnswer={actions.answerFiles.download} />
            </Stack>
          )}
          onFinish={() => void finish()}
          finishLabel={saved.answered_at ? t('invites.sendChanges') : t('invites.send')}
          finishing={busy}
        />
      </Card>
    </Stack>
  )
}
