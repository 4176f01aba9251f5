import { Anchor } from '@mantine/core'
import { type Notification, notificationEndpoints, notificationTypes } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime, notAvailable } from '../../../lib/format/format.ts'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { FilterField, ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { notificationQueries } from '../api/notification-queries.ts'

const statusOf = (item: Notification) => (item.read_at ? 'read' : 'unread')

export function NotificationHistoryPage() {
  const { t } = useTranslation('notifications')
  const typeName = (type: string) => t(`messages:notifications.types.${type}`)
  const columns: ListColumn<Notification>[] = [
    {
      key: 'created_at',
      label: t('history.createdAt'),
      sortField: 'created_at',
      value: (item) => formatDateTime(item.created_at),
      width: 150,
    },
    { key: 'message', label: t('history.message'), value: (item) => item.data.message },
    {
      key: 'link',
      label: t('history.link'),
      value: (item) => item.data.linkText ?? item.data.link ?? notAvailable(),
      render: (item) =>
        item.data.link ? (
          <Anchor component={Link} to={item.data.link} size="sm">
            {item.data.linkText ?? item.data.link}
          </Anchor>
        ) : (
          notAvailable()
        ),
    },
    { key: 'type', label: t('history.type'), value: (item) => typeName(item.type) },
    {
      key: 'status',
      label: t('history.status'),
      value: (item) => t(`status.${statusOf(item)}`),
      render: (item) => <StatusBadge status={statusOf(item)} ns="notifications" />,
    },
  ]
  const filters: FilterField[] = [
    {
      key: 'status',
      label: t('history.status'),
      type: 'select',
      options: ['unread', 'read'].map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
    {
      key: 'type',
      label: t('history.type'),
      type: 'select',
      options: notificationTypes.map((type) => ({ value: type, label: typeName(type) })),
    },
  ]
  return (
    <>
      <PageHeader title={t('history.title')} description={t('history.description')} />
      <ListScreen
        id="notification-history"
        title={t('history.title')}
        endpoint={notificationEndpoints.list}
        queryKey={notificationQueries.history}
        columns={columns}
        filters={filters}
        searchable={false}
        rowKey={(item) => item.id}
        defaultSort="-created_at"
      />
    </>
  )
}
