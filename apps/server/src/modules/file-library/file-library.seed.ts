import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../platform/db/database.ts'
import type { FileStore } from '../../platform/files/file-store.ts'
import type { DemoCompanies } from '../../platform/manifest/module-manifest.ts'
import { users } from '../../platform/tenancy/user.table.ts'
import { demoPdf } from './demo-document.ts'
import { libraryFiles, libraryFileVersions } from './library-file.table.ts'
import { libraryFolders } from './library-folder.table.ts'

type Validity = [validFrom: string, validTo: string]
interface DemoDocument {
  folder: string
  title: string
  description: string
  fileName: string
  // Oldest first; the last is the current version.
  versions: Validity[]
}

// Dates around the journeys' day (2026-11-26): the packaging guide has expired, the restricted
// substances list has an expired first version and a valid current one.
const documents: DemoDocument[] = [
  {
    folder: 'Compliance',
    title: 'Supplier code of conduct',
    description: 'Labour, environment and business ethics every supplier signs.',
    fileName: 'supplier-code-of-conduct.pdf',
    versions: [
      ['2025-01-01', '2025-12-31'],
      ['2026-01-01', '2027-12-31'],
    ],
  },
  {
    folder: 'Compliance',
    title: 'Restricted substances list',
    description: 'Chemicals that must not be used in our products, with limits.',
    fileName: 'restricted-substances-list.pdf',
    versions: [
      ['2025-01-01', '2025-12-31'],
      ['2026-01-01', '2026-12-31'],
    ],
  },
  {
    folder: 'Quality',
    title: 'Quality manual',
    description: 'Inspection levels, tolerances and how deviations are reported.',
    fileName: 'quality-manual.pdf',
    versions: [['2026-02-01', '2028-01-31']],
  },
  {
    folder: 'Quality',
    title: 'Packaging guide',
    description: 'Polybags, cartons and labelling.',
    fileName: 'packaging-guide.pdf',
    versions: [['2024-06-01', '2025-06-30']],
  },
]

// Nordic's file library: two folders and four documents whose PDFs are written to the file store.
export async function seedFileLibrary(tx: Tx, { client }: DemoCompanies, files: FileStore) {
  const companyId = client.id
  // Anna, Nordic's admin, uploaded them.
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@nordic.demo'))
  const folders = await tx
    .insert(libraryFolders)
    .values([...new Set(documents.map((d) => d.folder))].map((name) => ({ companyId, name })))
    .returning()
  for (const document of documents) {
    const folderId = folders.find((folder) => folder.name === document.folder)!.id
    const [file] = await tx
      .insert(libraryFiles)
      .values({ companyId, folderId, title: document.title, description: document.description })
      .returning()
    let currentVersionId = ''
    for (const [index, [validFrom, validTo]] of document.versions.entries()) {
      const content = demoPdf([document.title, `Version ${index + 1}`, `Valid ${validFrom} to ${validTo}`])
      const storageKey = `${companyId}/${randomUUID()}`
      await files.put(storageKey, Readable.from(content))
      const [version] = await tx
        .insert(libraryFileVersions)
        .values({
          companyId,
          fileId: file!.id,
          number: index + 1,
          storageKey,
          fileName: document.fileName,
          contentType: 'application/pdf',
          size: content.length,
          validFrom,
          validTo,
          uploadedBy: admin?.id ?? null,
        })
        .returning()
      currentVersionId = version!.id
    }
    await tx.update(libraryFiles).set({ currentVersionId }).where(eq(libraryFiles.id, file!.id))
  }
}
