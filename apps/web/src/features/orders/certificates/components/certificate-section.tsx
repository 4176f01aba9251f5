import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { OrderCertificate } from '@scm/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission, useCurrentUser } from '../../../../lib/auth/session.ts'
import { LoadState } from '../../../../ui/load-state.tsx'
import { certificateQueries } from '../api/certificate-queries.ts'
import { CertificateRowMenu, certificateColumns } from './certificate-columns.tsx'
import { CertificateFormModal } from './certificate-form.tsx'

// The certificates of one order, for the order's page. Buyer-only (the server refuses the supplier):
// mount it where the order's side is 'buyer'; it renders nothing without manage.order.certificates.
export function CertificateSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const { data: user } = useCurrentUser()
  const allowed = hasPermission(user, 'manage.order.certificates')
  const certificates = useQuery({ ...certificateQueries.ofOrder(orderId), enabled: allowed })
  const [target, setTarget] = useState<{ certificate: OrderCertificate | null } | null>(null)
  if (!allowed) return null
  const columns = certificateColumns(t, false).filter((column) => !column.hiddenByDefault)
  return (
    <Stack gap="sm" data-testid="certificate-section">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t('certificates.section')}
        </Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setTarget({ certificate: null })}
          data-testid="certificate-add"
        >
          {t('certificates.add')}
        </Button>
      </Group>
      <LoadState query={certificates} />
      {certificates.data?.length === 0 && <Text c="dimmed">{t('certificates.empty')}</Text>}
      {certificates.data && certificates.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key}>{column.label}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {certificates.data.map((certificate) => (
                <Table.Tr key={certificate.id}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      {column.render?.(certificate) ?? column.value(certificate)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <CertificateRowMenu row={certificate} onEdit={() => setTarget({ certificate })} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CertificateFormModal
        target={target ? { orderId, certificate: target.certificate } : null}
        onClose={() => setTarget(null)}
      />
    </Stack>
  )
}
