import { Button, Group } from '@mantine/core'
import { criterionBlocks, type QuotationTemplateSummary, quotationTemplateEndpoints } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDateTime } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { templateQueries } from '../api/template-queries.ts'
import { LibraryLinks } from '../components/library-links.tsx'

// /quotation-templates: the company's templates with how many criteria each asks, in which blocks.
export function TemplatesPage() {
  const { t } = useTranslation('quotations')
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const blockNames = (template: QuotationTemplateSummary) =>
    template.blocks.map((block) => t(`blocks.${block}`)).join(', ')
  const columns: ListColumn<QuotationTemplateSummary>[] = [
    { key: 'name', label: t('templates.fields.name'), sortField: 'name', value: (template) => template.name },
    {
      key: 'criteria',
      label: t('templates.fields.criteria'),
      sortField: 'criteria_count',
      value: (template) => String(template.criteria_count),
    },
    {
      key: 'required',
      label: t('templates.fields.required'),
      value: (template) => String(template.required_count),
    },
    { key: 'blocks', label: t('templates.fields.blocks'), value: blockNames },
    {
      key: 'updated',
      label: t('templates.fields.updated'),
      sortField: 'updated_at',
      value: (template) => formatDateTime(template.updated_at),
    },
    {
      key: 'active',
      label: t('templates.fields.state'),
      value: (template) => t(template.active ? 'templates.status.active' : 'templates.status.inactive'),
      render: (template) => (
        <StatusBadge status={template.active ? 'active' : 'inactive'} ns="quotations" prefix="templates." />
      ),
    },
  ]
  return (
    <>
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={<LibraryLinks />}
      />
      <ListScreen
        id="quotation-templates"
        title={t('templates.title')}
        endpoint={quotationTemplateEndpoints.list}
        queryKey={templateQueries.all}
        columns={columns}
        filters={[
          {
            key: 'active',
            label: t('templates.fields.state'),
            type: 'select',
            options: [
              { value: 'true', label: t('templates.status.active') },
              { value: 'false', label: t('templates.status.inactive') },
            ],
          },
          {
            key: 'block',
            label: t('templates.fields.block'),
            type: 'select',
            options: criterionBlocks.map((block) => ({ value: block, label: t(`blocks.${block}`) })),
          },
        ]}
        rowKey={(template) => template.id}
        defaultSort="name"
        onRowClick={(template) => navigate(`/quotation-templates/${template.id}`)}
        actions={
          hasPermission(user, 'create.quotation') && (
            <Group>
              <Button
                component={Link}
                to="/quotation-templates/create"
                leftSection={<IconPlus size={16} />}
                data-testid="create-template"
              >
                {t('templates.create')}
              </Button>
            </Group>
          )
        }
      />
    </>
  )
}
