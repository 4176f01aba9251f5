import { Anchor, Group, Text, TextInput } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { type Path, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import { recheck } from '../../../ui/form/recheck.ts'
import { type EtaRoute, useEtaProposal } from '../api/use-eta-proposal.ts'
import type { OrderForm } from './order-form.ts'
import type { OrderFormValues } from './order-values.ts'

type Name = Path<OrderFormValues>

// The ETA, proposed from the ETA rules and recipient freight when the ETD or the route changes. The
// proposal fills the field while the user has not typed a date of their own; after that it is only offered.
export function EtaField({
  form,
  etd,
  eta,
  route,
  label,
}: {
  form: OrderForm
  etd: Name
  eta: Name
  route: EtaRoute
  label: string
}) {
  const { t } = useTranslation('orders')
  const etdValue = useWatch({ control: form.control, name: etd }) as string | null
  const etaValue = useWatch({ control: form.control, name: eta }) as string | null
  const proposal = useEtaProposal(etdValue, route)
  const proposed = proposal.data?.eta ?? null
  const lastProposed = useRef<string | null>(null)
  // setValue and getValues keep their identity across renders; the form object around them does not.
  const { setValue, getValues } = form
  useEffect(() => {
    if (!proposed) return
    const current = getValues(eta) as string | null
    if (current !== proposed && (!current || current === lastProposed.current))
      setValue(eta, proposed, { shouldDirty: true, shouldValidate: true })
    lastProposed.current = proposed
  }, [proposed, eta, setValue, getValues])
  const hint = !proposal.data ? undefined : proposed ? (
    <Group gap={6} component="span">
      <Text span size="xs">
        {t('eta.proposed', {
          date: proposed,
          lead: proposal.data.lead_time_days ?? 0,
          handling: proposal.data.handling_days,
        })}
      </Text>
      {etaValue !== proposed && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => form.setValue(eta, proposed, { shouldDirty: true, shouldValidate: true })}
        >
          {t('eta.use')}
        </Anchor>
      )}
    </Group>
  ) : (
    t('eta.noRule')
  )
  return (
    <TextInput
      type="date"
      label={label}
      description={hint}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...form.register(eta, { ...nullIfBlank, onChange: recheck(form, eta) })}
      error={form.errorOf(eta)}
      data-field={eta}
    />
  )
}
