import { Badge, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { notAvailable } from '../../../lib/format/format.ts'

type Record = { [field: string]: unknown } | null
const hidden = new Set(['id', 'version', 'updated_at', 'created_at'])

const show = (value: unknown) =>
  value === undefined || value === null
    ? notAvailable()
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

// The record before and after the change, side by side; the fields that changed are marked (in words
// too, not by colour alone).
export function AuditChanges({ before, after }: { before: Record; after: Record }) {
  const { t } = useTranslation('admin')
  // Bookkeeping fields change on every save and would bury what the user changed; the changed fields
  // come first, then the rest by name.
  const isChanged = (field: string) =>
    before !== null && after !== null && show(before[field]) !== show(after[field])
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
    .filter((field) => !hidden.has(field))
    .sort((a, b) => Number(isChanged(b)) - Number(isChanged(a)) || a.localeCompare(b))
  return (
    <Table withTableBorder data-testid="audit-changes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audits.field')}</Table.Th>
          <Table.Th>{t('audits.before')}</Table.Th>
          <Table.Th>{t('audits.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => {
          const changed = isChanged(field)
          return (
            <Table.Tr key={field} bg={changed ? 'yellow.0' : undefined} data-changed={changed || undefined}>
              <Table.Td>
                <Text size="sm" fw={changed ? 700 : 400} component="span">
                  {field}
                </Text>
                {changed && (
                  <Badge
                    ml="xs"
                    size="xs"
                    variant="light"
                    color="orange"
                    // Darkened like the status badges, for AA contrast on the light badge background.
                    c="color-mix(in srgb, var(--mantine-color-orange-9) 70%, black)"
                  >
                    {t('audits.changed')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{before ? show(before[field]) : ''}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{after ? show(after[field]) : ''}</Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}
