import { Menu } from '@mantine/core'
import {
  type PartnerInvite,
  type PartnerRole,
  partnerInviteEndpoints,
  partnerInviteStatuses,
  partnerPaths,
} from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'
import { formatDateTime, formatText } from '../../../lib/format/format.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { ListScreen } from '../../../ui/list-screen/list-screen.tsx'
import type { ListColumn } from '../../../ui/list-screen/list-types.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { StatusBadge } from '../../../ui/status-badge.tsx'
import { useResendInvite, useRevokeInvite } from '../api/partner-mutations.ts'
import { partnerQueries } from '../api/partner-queries.ts'
import { InviteForm } from '../components/invite-form.tsx'
import { RowActions } from '../components/row-actions.tsx'

// /suppliers/invites and /clients/new: invite a counterparty, and follow the invitations sent.
export function PartnerInvitesPage({ side: role }: { side: PartnerRole }) {
  const { t } = useTranslation('partners')
  const confirm = useConfirm()
  const { data: user } = useCurrentUser()
  const canEdit = hasPermission(user, 'edit.agreement')
  const resend = useResendInvite(role)
  const revoke = useRevokeInvite(role)
  const path = partnerPaths[role]
  const columns: ListColumn<PartnerInvite>[] = [
    { key: 'email', label: t('fields.email'), sortField: 'email', value: (row) => row.email },
    { key: 'name', label: t('fields.companyName'), value: (row) => formatText(row.name) },
    {
      key: 'sent_at',
      label: t('fields.sent_at'),
      sortField: 'sent_at',
      value: (row) => formatDateTime(row.sent_at),
    },
    {
      key: 'status',
      label: t('fields.status'),
      value: (row) => t(`status.${row.status}`),
      render: (row) => <StatusBadge status={row.status} ns="partners" />,
    },
    {
      key: 'on_platform',
      label: t('fields.delivery'),
      value: (row) => (row.on_platform ? t('invites.inApp') : t('invites.byMail')),
    },
    {
      key: 'expires_at',
      label: t('fields.expires_at'),
      value: (row) => formatDateTime(row.expires_at),
      hiddenByDefault: true,
    },
  ]
  const ask = async (row: PartnerInvite, action: 'resend' | 'revoke') => {
    if (
      await confirm({
        title: t(`invites.${action}Title`),
        message: t(`invites.${action}Confirm`, { email: row.email }),
        confirmLabel: t(`invites.${action}`),
        danger: action === 'revoke',
      })
    )
      (action === 'resend' ? resend : revoke).mutate(row.id)
  }
  const open = (row: PartnerInvite) => row.status === 'pending' || row.status === 'expired'
  return (
    <>
      <PageHeader title={t(`invites.title.${role}`)} description={t(`invites.description.${role}`)} />
      {canEdit && <InviteForm side={role} />}
      <ListScreen
        id={`partners-${path}-invites`}
        title={t(`invites.title.${role}`)}
        endpoint={partnerInviteEndpoints(role).list}
        queryKey={partnerQueries.invites(role)}
        columns={columns}
        rowKey={(row) => row.id}
        filters={[
          {
            key: 'status',
            label: t('fields.status'),
            type: 'multi-select',
            options: partnerInviteStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
          },
        ]}
        rowActions={(row) =>
          canEdit && open(row) ? (
            <RowActions label={t('actions.actionsFor', { name: row.email })}>
              <Menu.Item onClick={() => void ask(row, 'resend')}>{t('invites.resend')}</Menu.Item>
              <Menu.Item color="red" onClick={() => void ask(row, 'revoke')}>
                {t('invites.revoke')}
              </Menu.Item>
            </RowActions>
          ) : null
        }
      />
    </>
  )
}

export const SupplierInvitesPage = () => <PartnerInvitesPage side="supplier" />
export const ClientInvitesPage = () => <PartnerInvitesPage side="client" />
