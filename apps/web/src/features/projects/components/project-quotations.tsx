import { Button, Group, Stack, Title } from '@mantine/core'
import { type QuotationSummary, quotationEndpoints, quotationPath } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDate, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { projectQueries } from '../api/project-queries.ts'

// The project's quotations tab (spec §2.10), for those who may list quotations. A quotation opens in its
// wizard, the one quotation screen so far; a new one starts in this project.
export function ProjectQuotations({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  if (!hasPermission(user, quotationEndpoints.list.permission)) return null
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3}>{t('quotations.title')}</Title>
        {hasPermission(user, quotationEndpoints.create.permission) && (
          <Button
            component={Link}
            to={`/quotations/create?project=${projectId}`}
            leftSection={<IconPlus size={16} />}
            variant="light"
            data-testid="project-create-quotation"
          >
            {t('quotations.create')}
          </Button>
        )}
      </Group>
      <ListScreen
        id="project-quotation-list"
        title={t('quotations.title')}
        endpoint={quotationEndpoints.list}
        queryKey={projectQueries.quotations(projectId)}
        fixedFilters={{ project_id: projectId }}
        searchable={false}
        columns={[
          { key: 'number', label: t('quotations.number'), sortField: 'number', value: (q) => q.number },
          { key: 'name', label: t('quotations.name'), sortField: 'name', value: (q) => q.name },
          {
            key: 'status',
            label: t('quotations.statusLabel'),
            value: (q: QuotationSummary) => t(`quotations.status.${q.status}`),
            render: (q: QuotationSummary) => (
              <StatusBadge status={q.status} ns="projects" prefix="quotations." />
            ),
          },
          {
            key: 'deadline',
            label: t('quotations.deadline'),
            sortField: 'deadline',
            value: (q) => formatText(q.deadline && formatDate(q.deadline)),
          },
          { key: 'suppliers', label: t('quotations.suppliers'), value: (q) => String(q.supplier_count) },
        ]}
        rowKey={(q) => q.id}
        defaultSort="-number"
        onRowClick={(q) => navigate(quotationPath(q))}
      />
    </Stack>
  )
}
