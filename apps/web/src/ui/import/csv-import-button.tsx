import { Button } from '@mantine/core'
import { IconFileImport } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { CsvImportDialog, type CsvImportDialogProps } from './csv-import-dialog.tsx'

// A list's "Import" action (the feature's `import.open`), opening the import dialog.
export function CsvImportButton<R extends z.ZodType>(
  props: Omit<CsvImportDialogProps<R>, 'opened' | 'onClose'>,
) {
  const { t } = useTranslation(props.ns)
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} />}
        onClick={() => setOpened(true)}
        data-testid={`${props.testId}-open`}
      >
        {t('import.open')}
      </Button>
      <CsvImportDialog {...props} opened={opened} onClose={() => setOpened(false)} />
    </>
  )
}
