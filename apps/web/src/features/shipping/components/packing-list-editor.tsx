import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Booking, canonicalDecimal } from '@scm/contracts'
import { IconPlus, IconTrash, IconWand } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api/api-error.ts'
import { formatNumber } from '../../../lib/format/format.ts'
import { useProposePackages, useSavePackingList } from '../api/booking-mutations.ts'

interface Row {
  package_type: string
  gross_weight: string
  net_weight: string
  quantity: string
}
// A Swedish user types a decimal comma; the contract takes the dot.
const dotted = (value: string) => value.trim().replace(',', '.')
const blank = (): Row => ({ package_type: '', gross_weight: '', net_weight: '', quantity: '' })

// The sum the user typed, exact for the few decimals a package quantity has (thousandths).
const total = (rows: Row[]) =>
  canonicalDecimal(
    (rows.reduce((sum, row) => sum + Math.round(Number(dotted(row.quantity) || 0) * 1000), 0) / 1000).toFixed(
      3,
    ),
  )

// Spec §3/§5: the packages of each delivery, their quantity total shown against the delivery's; the
// whole list is saved in one request, and the server's refusals show on their delivery and field.
export function PackingListEditor({ booking, editable }: { booking: Booking; editable: boolean }) {
  const { t } = useTranslation('shipping')
  const save = useSavePackingList()
  const [lists, setLists] = useState<Row[][]>(() =>
    booking.deliveries.map((delivery) =>
      delivery.packages.map((one) => ({
        package_type: one.package_type,
        gross_weight: one.gross_weight ?? '',
        net_weight: one.net_weight ?? '',
        quantity: one.quantity,
      })),
    ),
  )
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const change = (d: number, r: number, field: keyof Row, value: string) =>
    setLists((all) =>
      all.map((rows, i) =>
        i !== d ? rows : rows.map((row, j) => (j === r ? { ...row, [field]: value } : row)),
      ),
    )
  const add = (d: number) => setLists((all) => all.map((rows, i) => (i === d ? [...rows, blank()] : rows)))
  const remove = (d: number, r: number) =>
    setLists((all) => all.map((rows, i) => (i === d ? rows.filter((_, j) => j !== r) : rows)))
  const submit = () => {
    setErrors({})
    setFailure(null)
    save.mutate(
      {
        id: booking.id,
        body: {
          version: booking.version,
          deliveries: booking.deliveries.map((delivery, d) => ({
            booking_delivery_id: delivery.id,
            packages: lists[d]!.map((row) => ({
              package_type: row.package_type,
              gross_weight: dotted(row.gross_weight) || null,
              net_weight: dotted(row.net_weight) || null,
              quantity: dotted(row.quantity),
            })),
          })),
        },
      },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('packing.saved', { number: booking.number }) }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors)
          else setFailure(error instanceof ApiError ? error.body.message : t('actionFailed'))
        },
      },
    )
  }
  const proposal = useProposePackages(booking.id)
  // Spec §2.10: the packing instructions and box types as a starting point, for the deliveries not
  // packed yet; what the user typed stays.
  const propose = () =>
    proposal.mutate(undefined, {
      onSuccess: (proposed) => {
        const byDelivery = new Map(proposed.deliveries.map((one) => [one.booking_delivery_id, one.packages]))
        setLists((all) =>
          all.map((rows, d) =>
            rows.length > 0
              ? rows
              : (byDelivery.get(booking.deliveries[d]!.id) ?? []).map((one) => ({
                  package_type: one.package_type,
                  gross_weight: one.gross_weight ?? '',
                  net_weight: one.net_weight ?? '',
                  quantity: one.quantity,
                })),
          ),
        )
      },
      onError: (error) => setFailure(error instanceof ApiError ? error.body.message : t('actionFailed')),
    })
  const unpacked = lists.some((rows) => rows.length === 0)
  const errorOf = (path: string) => errors[path]?.[0]
  return (
    <Card withBorder data-testid="packing-list">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('packing.title')}
        </Title>
        {editable && unpacked && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconWand size={14} />}
            onClick={propose}
            loading={proposal.isPending}
            data-testid="propose-packages"
          >
            {t('packing.propose')}
          </Button>
        )}
      </Group>
      <Stack>
        {failure && <Alert color="red">{failure}</Alert>}
        {booking.deliveries.map((delivery, d) => {
          const rows = lists[d]!
          const packed = total(rows)
          const matches = Number(packed) === Number(delivery.quantity)
          const prefix = `deliveries.${d}`
          return (
            <Stack key={delivery.id} gap="xs" data-testid={`packing-${delivery.delivery_code}`}>
              <Group justify="space-between">
                <Text fw={600}>
                  {delivery.delivery_code} · {delivery.order_number}
                </Text>
                <Text c={matches ? 'teal.9' : 'red.9'} data-testid="packing-total">
                  {t('packing.total', {
                    packed: formatNumber(packed),
                    quantity: formatNumber(delivery.quantity),
                  })}
                </Text>
              </Group>
              {errorOf(`${prefix}.packages`) && (
                <Text c="red.9" size="sm" role="alert" data-testid="packing-error">
                  {errorOf(`${prefix}.packages`)}
                </Text>
              )}
              {rows.length > 0 && (
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('packing.type')}</Table.Th>
                      <Table.Th>{t('packing.gross')}</Table.Th>
                      <Table.Th>{t('packing.net')}</Table.Th>
                      <Table.Th>{t('packing.quantity')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row, r) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
                      <Table.Tr key={r}>
                        {(['package_type', 'gross_weight', 'net_weight', 'quantity'] as const).map(
                          (field) => (
                            <Table.Td key={field}>
                              <TextInput
                                aria-label={`${t(`packing.${labels[field]}`)} ${r + 1}`}
                                value={row[field]}
                                disabled={!editable}
                                inputMode={field === 'package_type' ? undefined : 'decimal'}
                                error={errorOf(`${prefix}.packages.${r}.${field}`)}
                                onChange={(event) => change(d, r, field, event.currentTarget.value)}
                                data-testid={`package-${field}`}
                              />
                            </Table.Td>
                          ),
                        )}
                        <Table.Td>
                          {editable && (
                            <Button
                              variant="subtle"
                              color="red"
                              aria-label={t('packing.remove', { row: r + 1 })}
                              onClick={() => remove(d, r)}
                            >
                              <IconTrash size={16} />
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              {editable && (
                <Group>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => add(d)}
                    data-testid="add-package"
                  >
                    {t('packing.add')}
                  </Button>
                </Group>
              )}
            </Stack>
          )
        })}
        {editable && (
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending} data-testid="save-packing">
              {t('packing.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

const labels = {
  package_type: 'type',
  gross_weight: 'gross',
  net_weight: 'net',
  quantity: 'quantity',
} as const
