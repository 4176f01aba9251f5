import { Button, Group, Stack, Stepper } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { WizardState } from './use-wizard.ts'

export interface WizardStep {
  key: string
  label: string
  description?: string
  content: ReactNode
}

export interface WizardProps {
  steps: WizardStep[]
  // From useWizard(steps.length + 1), so the page can send the user to a step (a refused field).
  state: WizardState
  // The last page, shown after the steps: what will be saved, with the finish button under it.
  summary: (goTo: (step: number) => void) => ReactNode
  // Checks a step before the user may leave it forward (usually the contract, on that step's fields).
  validateStep: (index: number) => Promise<boolean>
  onFinish: () => void
  finishLabel: string
  finishing?: boolean
  // The last step's name when it does more than sum up (a response's "Send response").
  summaryLabel?: string
  // Other ways to finish, beside the finish button on the last step (a draft's "Send to suppliers").
  finishActions?: ReactNode
}

// The one multi-step form (spec §2.10: article creation, order creation …): a stepper, next and
// back, each step checked before the next, and a summary with the finish button.
export function Wizard(props: WizardProps) {
  const { t } = useTranslation()
  const wizard = props.state
  // A step is checked (and often saved) once at a time: a second click on Next while the first is
  // saving would save the same version again and meet its own conflict.
  const [checking, setChecking] = useState(false)
  const checked = async (work: () => Promise<void>) => {
    if (checking) return
    setChecking(true)
    try {
      await work()
    } finally {
      setChecking(false)
    }
  }
  const forward = () =>
    checked(async () => {
      if (await props.validateStep(wizard.active)) wizard.next()
    })
  // Jumping ahead checks every step on the way; going back is always allowed.
  const pick = (step: number) =>
    checked(async () => {
      if (step > wizard.reached) return
      for (let index = wizard.active; index < step; index++) {
        if (!(await props.validateStep(index))) return wizard.goTo(index)
      }
      wizard.goTo(step)
    })
  return (
    <Stack gap="lg">
      <Stepper active={wizard.active} onStepClick={(step) => void pick(step)} size="sm" wrap>
        {props.steps.map((step) => (
          <Stepper.Step key={step.key} label={step.label} description={step.description}>
            <div data-testid={`wizard-step-${step.key}`}>{step.content}</div>
          </Stepper.Step>
        ))}
        <Stepper.Step label={props.summaryLabel ?? t('wizard.summary')}>
          <div data-testid="wizard-summary">{props.summary(wizard.goTo)}</div>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Button variant="default" onClick={wizard.back} disabled={wizard.active === 0}>
          {t('wizard.back')}
        </Button>
        {wizard.isLast ? (
          <Group gap="sm">
            {props.finishActions}
            <Button onClick={props.onFinish} loading={props.finishing} data-testid="wizard-finish">
              {props.finishLabel}
            </Button>
          </Group>
        ) : (
          <Button onClick={() => void forward()} loading={checking} data-testid="wizard-next">
            {t('wizard.next')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
