import { Card, Stepper } from '@mantine/core'
import type { ArticleImport } from '@scm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../ui/page-header.tsx'
import { ImportDoneStep } from '../components/import-done-step.tsx'
import { ImportMappingStep } from '../components/import-mapping-step.tsx'
import { ImportUploadStep } from '../components/import-upload-step.tsx'

// Spec §2.10 "Article import": import (upload), check mapping (with a dry run), done (the job).
export function ArticleImportPage() {
  const { t } = useTranslation('articles')
  const [upload, setUpload] = useState<ArticleImport | null>(null)
  const [started, setStarted] = useState<ArticleImport | null>(null)
  const active = started ? 2 : upload ? 1 : 0
  const again = () => {
    setStarted(null)
    setUpload(null)
  }
  return (
    <>
      <PageHeader title={t('import.title')} description={t('import.description')} />
      <Card withBorder padding="lg">
        <Stepper active={active} size="sm">
          <Stepper.Step label={t('import.steps.upload')}>
            <ImportUploadStep onUploaded={setUpload} />
          </Stepper.Step>
          <Stepper.Step label={t('import.steps.mapping')}>
            {upload && <ImportMappingStep upload={upload} onStarted={setStarted} />}
          </Stepper.Step>
          <Stepper.Step label={t('import.steps.done')}>
            {started && <ImportDoneStep started={started} onAnother={again} />}
          </Stepper.Step>
        </Stepper>
      </Card>
    </>
  )
}
