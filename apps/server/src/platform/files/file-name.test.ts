import { describe, expect, it } from 'vitest'
import { contentDisposition, safeFileName } from './file-name.ts'

describe('safeFileName', () => {
  it('keeps only the last path segment and drops unsafe characters', () => {
    expect(safeFileName('../../etc/passwd.txt')).toBe('passwd.txt')
    expect(safeFileName('C:\\Users\\anna\\GOTS 2026.pdf')).toBe('GOTS 2026.pdf')
    expect(safeFileName('a<b>c:d"e|f?g*h\u0000\u0007.pdf')).toBe('abcdefgh.pdf')
    expect(safeFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe')
  })

  it('trims dots and spaces at the ends and folds runs of white space', () => {
    expect(safeFileName('  ..audit \t report.pdf. ')).toBe('audit report.pdf')
  })

  it('shortens a long name to 200 characters and keeps its extension', () => {
    const long = safeFileName(`${'å'.repeat(300)}.pdf`)
    expect(Array.from(long)).toHaveLength(200)
    expect(long.endsWith('å.pdf')).toBe(true)
  })
})

describe('contentDisposition', () => {
  it('sends an ASCII name for old clients and the exact name in UTF-8', () => {
    expect(contentDisposition('Revision Borås (2026).pdf')).toBe(
      `attachment; filename="Revision Bor_s (2026).pdf"; filename*=UTF-8''Revision%20Bor%C3%A5s%20%282026%29.pdf`,
    )
  })
})
