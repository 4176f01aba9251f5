import {
  ActionIcon,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { type ContractSectionKind, quotationContractEndpoints } from '@scm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../../lib/api/call-api.ts'
import { presentError } from '../../../lib/api/present-error.ts'
import { useConfirm } from '../../../ui/confirm-dialog.tsx'
import { LoadState } from '../../../ui/load-state.tsx'
import { contractQueries } from '../api/contract-queries.ts'
import { ContractSectionCard } from './contract-section-card.tsx'

// The wizard's "condition of contract" step (spec §2.10): the buyer adds the contract's documents and
// negotiation topics; each is saved at once, under its own version (decision 0040).
export function ContractSectionsEditor({ quotationId }: { quotationId: string | null }) {
  const { t } = useTranslation('quotations')
  if (!quotationId) return <Text c="dimmed">{t('contract.saveFirst')}</Text>
  return <Editor quotationId={quotationId} />
}

function Editor({ quotationId }: { quotationId: string }) {
  const { t } = useTranslation('quotations')
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const sections = useQuery(contractQueries.buyer(quotationId))
  const [kind, setKind] = useState<ContractSectionKind>('topic')
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [busy, setBusy] = useState(false)
  if (!sections.data) return <LoadState query={sections} />
  const refresh = () => queryClient.invalidateQueries({ queryKey: contractQueries.all })
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await work()
      await refresh()
      return true
    } catch (error) {
      presentError(error)
      return false
    } finally {
      setBusy(false)
    }
  }
  const add = async () => {
    const body = { kind, title, description: description || null }
    const params = { id: quotationId }
    if (await run(() => callApi(quotationContractEndpoints.create, { params, body }))) {
      setTitle('')
      setDescription('')
    }
  }
  const remove = async (sectionId: string, sectionTitle: string) => {
    const ok = await confirm({
      title: t('contract.deleteTitle'),
      message: t('contract.deleteMessage', { title: sectionTitle }),
      confirmLabel: t('contract.delete'),
    })
    if (ok)
      await run(() => callApi(quotationContractEndpoints.remove, { params: { id: quotationId, sectionId } }))
  }
  return (
    <Stack gap="md" data-testid="contract-editor">
      {sections.data.length === 0 && <Text c="dimmed">{t('contract.empty')}</Text>}
      {sections.data.map((section) => (
        <ContractSectionCard
          key={section.id}
          section={section}
          files="edit"
          actions={
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('contract.delete')}
              onClick={() => void remove(section.id, section.title)}
            >
              ✕
            </ActionIcon>
          }
        />
      ))}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as ContractSectionKind)}
            data={[
              { value: 'topic', label: t('contract.kinds.topic') },
              { value: 'document', label: t('contract.kinds.document') },
            ]}
          />
          <TextInput
            label={t('contract.sectionTitle')}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-testid="contract-title"
          />
          <Textarea
            label={t('contract.description')}
            value={description}
            maxLength={4000}
            autosize
            minRows={2}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Group>
            <Button
              onClick={() => void add()}
              loading={busy}
              disabled={!title.trim()}
              data-testid="contract-add"
            >
              {t('contract.add')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  )
}

// The summary's line: how many topics are still open (spec "condition of contract").
export function OpenTopicsLine({ quotationId }: { quotationId: string }) {
  const { t } = useTranslation('quotations')
  const sections = useQuery(contractQueries.buyer(quotationId))
  if (!sections.data) return null
  const open = sections.data.filter((section) => section.kind === 'topic' && section.status === 'open').length
  return (
    <Text data-testid="open-topics">
      {t('contract.summary', { count: open, total: sections.data.length })}
    </Text>
  )
}
