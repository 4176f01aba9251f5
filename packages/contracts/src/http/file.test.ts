import { describe, expect, it } from 'vitest'
import { attachmentUpload } from '../files/attachment.contract.ts'
import { acceptedFileType, formatMegabytes } from './file.ts'

const accepted = (name: string, declared: string) => acceptedFileType(attachmentUpload, name, declared)

describe('acceptedFileType', () => {
  it('keeps a listed file under its extension’s type, whatever the case of the name', () => {
    expect(accepted('scope.pdf', 'application/pdf')).toBe('application/pdf')
    expect(accepted('PHOTO.JPG', 'image/jpeg')).toBe('image/jpeg')
    expect(accepted('plan.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
  })

  it('accepts the names browsers give CSV files and a missing or generic declared type', () => {
    expect(accepted('rows.csv', 'application/vnd.ms-excel')).toBe('text/csv')
    expect(accepted('rows.csv', 'text/csv; charset=utf-8')).toBe('text/csv')
    expect(accepted('notes.txt', '')).toBe('text/plain')
    expect(accepted('scan.png', 'application/octet-stream')).toBe('image/png')
  })

  it('refuses unlisted extensions, no extension and a declared type the extension does not allow', () => {
    expect(accepted('page.html', 'text/html')).toBeNull()
    expect(accepted('logo.svg', 'image/svg+xml')).toBeNull()
    expect(accepted('report', 'application/pdf')).toBeNull()
    expect(accepted('report.pdf', 'text/html')).toBeNull()
    expect(accepted('archive.pdf.exe', 'application/octet-stream')).toBeNull()
  })

  it('names the limit in whole megabytes', () => {
    expect(formatMegabytes(attachmentUpload.maxBytes)).toBe('10 MB')
  })
})
