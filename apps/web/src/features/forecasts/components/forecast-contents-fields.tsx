import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Forecast } from '@scm/contracts'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextInput } from '../../../ui/form/form-fields.tsx'
import { BatchFields } from './batch-fields.tsx'
import type { ForecastForm } from './forecast-form.ts'

// The contents: groups (a store concept or a region), each with its batches.
export function ForecastContentsFields({ form, saved }: { form: ForecastForm; saved: Forecast | null }) {
  const { t } = useTranslation('forecasts')
  const groups = useFieldArray({ control: form.control, name: 'groups' })
  return (
    <Stack data-testid="forecast-contents">
      {groups.fields.length === 0 && <Text c="dimmed">{t('contents.noGroups')}</Text>}
      {groups.fields.map((field, g) => {
        const label = t('contents.group', { number: g + 1 })
        return (
          <Paper key={field.id} withBorder p="md" data-testid="forecast-group">
            <Stack>
              <Group align="flex-end" wrap="nowrap">
                <Title order={2} fz="h4" style={{ flex: 'none' }}>
                  {label}
                </Title>
                <FormTextInput
                  form={form}
                  name={`groups.${g}.name`}
                  label={t('fields.groupName')}
                  aria-label={`${t('fields.groupName')}, ${label}`}
                  required
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={t('contents.removeGroup', { name: label })}
                  onClick={() => groups.remove(g)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <GroupBatches form={form} group={g} groupLabel={label} saved={saved} />
            </Stack>
          </Paper>
        )
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        onClick={() => groups.append({ name: '', batches: [] })}
        data-testid="add-group"
      >
        {t('contents.addGroup')}
      </Button>
    </Stack>
  )
}

function GroupBatches({
  form,
  group,
  groupLabel,
  saved,
}: {
  form: ForecastForm
  group: number
  groupLabel: string
  saved: Forecast | null
}) {
  const { t } = useTranslation('forecasts')
  const batches = useFieldArray({ control: form.control, name: `groups.${group}.batches` })
  return (
    <Stack gap="sm" pl="md">
      {batches.fields.map((field, b) => (
        <BatchFields
          key={field.id}
          form={form}
          group={group}
          batch={b}
          label={`${groupLabel}, ${t('contents.batch', { number: b + 1 })}`}
          saved={saved}
          onRemove={() => batches.remove(b)}
        />
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        w="fit-content"
        // The supplier starts missing, so the contract names it as required.
        onClick={() => batches.append({ name: '', articles: [], layers: [] } as never)}
        data-testid="add-batch"
      >
        {t('contents.addBatch', { name: groupLabel })}
      </Button>
    </Stack>
  )
}
