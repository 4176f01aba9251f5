import type { FileTypeResult } from 'file-type'

// Word, Excel and PowerPoint before 2007 are Compound File Binary containers; file-type names the
// container, not the program that wrote it.
const compoundFileTypes = new Set([
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
])
// Office Open XML and OpenDocument files are zip archives; from the first bytes file-type can tell
// which only when the archive lists the part that says so early.
const zipFileTypes = ['application/vnd.openxmlformats-officedocument.', 'application/vnd.oasis.opendocument.']

// Whether the bytes' signature fits the type the file is to be stored and served as. Text has no
// signature, so a text type fits any content without one; every other accepted type has one.
export function contentFits(storedType: string, detected: FileTypeResult | undefined): boolean {
  if (storedType.startsWith('text/')) return detected === undefined
  if (!detected) return false
  if (detected.mime === storedType) return true
  if (compoundFileTypes.has(storedType)) return detected.mime === 'application/x-cfb'
  return zipFileTypes.some((prefix) => storedType.startsWith(prefix)) && detected.mime === 'application/zip'
}
