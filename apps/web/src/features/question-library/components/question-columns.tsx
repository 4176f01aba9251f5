import { Text } from '@mantine/core'
import type { Question } from '@scm/contracts'
import type { TFunction } from 'i18next'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { StatusBadge } from '../../../ui/status-badge.tsx'

// The export carries the whole answer; the table shows its first lines, so a row stays a row.
const preview = (text: string, lines: number) => (
  <Text size="sm" lineClamp={lines} style={{ whiteSpace: 'pre-line' }}>
    {text}
  </Text>
)

export const questionColumns = (t: TFunction): ListColumn<Question>[] => [
  {
    key: 'question',
    label: t('fields.question'),
    sortField: 'question',
    value: (row) => row.question,
    render: (row) => preview(row.question, 3),
    width: '34%',
  },
  {
    key: 'category',
    label: t('fields.category'),
    sortField: 'category',
    value: (row) => formatText(row.category),
  },
  {
    key: 'answer',
    label: t('fields.answer'),
    value: (row) => row.answer,
    render: (row) => preview(row.answer, 2),
    width: '40%',
  },
  {
    key: 'active',
    label: t('fields.state'),
    value: (row) => t(row.active ? 'status.active' : 'status.inactive'),
    render: (row) => <StatusBadge status={row.active ? 'active' : 'inactive'} ns="question-library" />,
  },
  {
    key: 'updated_at',
    label: t('fields.updatedAt'),
    sortField: 'updated_at',
    value: (row) => formatDateTime(row.updated_at),
  },
]
