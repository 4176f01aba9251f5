import { Button, Group, Stack, Stepper } from '@mantine/core'
import type { ReactNode } from 'react'
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
}

// The one multi-step form (spec §2.10: article creation, order creation …): a stepper, next and
// back, each step checked before the next, and a summary with the finish button.
export function Wizard(props: WizardProps) {
  const { t } = useTranslation()
  const wizard = props.state
  const forward = async () => {
    if (await props.validateStep(wizard.active)) wizard.next()
  }
  // Jumping ahead checks every step on the way; going back is always allowed.
  const pick = async (step: number) => {
    if (step > wizard.reached) return
    for (let index = wizard.active; index < step; index++) {
      if (!(await props.validateStep(index))) return wizard.goTo(index)
    }
    wizard.goTo(step)
  }
  return (
    <Stack gap="lg">
      <Stepper active={wizard.active} onStepClick={(step) => void pick(step)} size="sm" wrap>
        {props.steps.map((step) => (
          <Stepper.Step key={step.key} label={step.label} description={step.description}>
            <div data-testid={`wizard-step-${step.key}`}>{step.content}</div>
          </Stepper.Step>
        ))}
        <Stepper.Step label={t('wizard.summary')}>
          <div data-testid="wizard-summary">{props.summary(wizard.goTo)}</div>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Button variant="default" onClick={wizard.back} disabled={wizard.active === 0}>
          {t('wizard.back')}
        </Button>
        {wizard.isLast ? (
          <Button onClick={props.onFinish} loading={props.finishing} data-testid="wizard-finish">
            {props.finishLabel}
          </Button>
        ) : (
          <Button onClick={() => void forward()} data-testid="wizard-next">
            {t('wizard.next')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
