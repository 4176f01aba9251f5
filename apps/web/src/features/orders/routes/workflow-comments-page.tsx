import { Anchor, Badge } from '@mantine/core'
import { CommentVisibility, type OrderComment, orderEndpoints } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { orderQueries } from '../api/order-queries.ts'
import { visibilityColor } from '../components/order-comments.tsx'

// /orders/workflow-comments: every workflow comment the user may read, across orders, newest first;
// each row leads to its order's comments.
export function WorkflowCommentsPage() {
  const { t } = useTranslation('orders')
  const navigate = useNavigate()
  const link = (comment: OrderComment) => `/orders/${comment.order_id}?tab=comments`
  const columns: ListColumn<OrderComment>[] = [
    {
      key: 'created_at',
      label: t('comments.at'),
      sortField: 'created_at',
      value: (c) => formatDateTime(c.created_at),
    },
    {
      key: 'order_number',
      label: t('fields.number'),
      sortField: 'order_number',
      value: (c) => c.order_number,
      render: (c) => (
        <Anchor component={Link} size="sm" to={link(c)} onClick={(event) => event.stopPropagation()}>
          {c.order_number}
        </Anchor>
      ),
    },
    { key: 'author', label: t('comments.author'), value: (c) => formatText(c.author_name) },
    { key: 'side', label: t('comments.side'), value: (c) => t(`side.${c.author_side}`) },
    {
      key: 'visibility',
      label: t('comments.visibility'),
      value: (c) => t(`comments.${c.visibility}`),
      render: (c) => (
        <Badge size="sm" variant="light" color={visibilityColor(c.visibility)}>
          {t(`comments.${c.visibility}`)}
        </Badge>
      ),
    },
    { key: 'body', label: t('comments.body'), value: (c) => c.body, width: '45%' },
  ]
  return (
    <>
      <PageHeader title={t('comments.title')} description={t('comments.description')} />
      <ListScreen
        id="order-comments"
        title={t('comments.title')}
        endpoint={orderEndpoints.allComments}
        queryKey={orderQueries.allComments}
        columns={columns}
        filters={[
          {
            key: 'visibility',
            label: t('comments.visibility'),
            type: 'select',
            options: CommentVisibility.options.map((value) => ({ value, label: t(`comments.${value}`) })),
          },
        ]}
        rowKey={(c) => c.id}
        defaultSort="-created_at"
        onRowClick={(c) => navigate(link(c))}
      />
    </>
  )
}
