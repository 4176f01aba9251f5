import { Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../lib/api/api-error.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { useCurrentUser } from '../../../lib/auth/session.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useWizard } from '../../../ui/wizard/use-wizard.ts'
import { validateFields } from '../../../ui/wizard/validate-fields.ts'
import { Wizard } from '../../../ui/wizard/wizard.tsx'
import { useCreateForecast } from '../api/forecast-mutations.ts'
import { ForecastContentsFields } from '../components/forecast-contents-fields.tsx'
import { headerFields, stepOfField, useForecastForm } from '../components/forecast-form.ts'
import { ForecastHeaderFields } from '../components/forecast-header-fields.tsx'
import { ForecastSummaryView } from '../components/forecast-summary-view.tsx'

// /forecasts/create (spec §2.10 forecast creation: header, contents). The forecast is saved once, at
// the end; a refused field sends the user back to its step.
export function ForecastWizardPage() {
  const { t } = useTranslation('forecasts')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const form = useForecastForm(null, user?.id ?? null)
  const create = useCreateForecast()
  const wizard = useWizard(3)
  const validateStep = (index: number) => validateFields(form, index === 0 ? headerFields : ['groups'])
  const finish = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('created', { name: saved.name }) })
        navigate(`/forecasts/${saved.id}`)
      },
      onError: (error) => {
        presentError(error)
        form.applyServerErrors(error)
        const [field] = error instanceof ApiError ? Object.keys(error.fieldErrors) : []
        if (field) wizard.goTo(stepOfField(field))
      },
    }),
  )
  return (
    <>
      <PageHeader title={t('createTitle')} description={t('createDescription')} />
      <Stack maw={1200}>
        <Wizard
          state={wizard}
          steps={[
            { key: 'header', label: t('steps.header'), content: <ForecastHeaderFields form={form} /> },
            {
              key: 'contents',
              label: t('steps.contents'),
              content: <ForecastContentsFields form={form} saved={null} />,
            },
          ]}
          validateStep={validateStep}
          summary={(goTo) => <ForecastSummaryView values={form.getValues()} goTo={goTo} />}
          onFinish={() => void finish()}
          finishLabel={t('save')}
          finishing={create.isPending}
        />
      </Stack>
    </>
  )
}
