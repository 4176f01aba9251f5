// Folders, control characters, characters Windows refuses in names, and the direction marks that can
// disguise an extension (a right-to-left override shows "report\u202efdp.exe" as "reportexe.pdf").
const unsafe = /[\p{Cc}<>:"|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
const maxLength = 200

// A user's file name made safe to keep and to send back: the last path segment only, no unsafe
// characters, no leading or trailing dots or spaces, at most 200 characters with the extension kept.
export function safeFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? ''
  const cleaned = last
    .normalize('NFC')
    .replace(unsafe, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  const characters = Array.from(cleaned)
  if (characters.length <= maxLength) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : []
  const stem = Array.from(dot > 0 ? cleaned.slice(0, dot) : cleaned)
  return [...stem.slice(0, maxLength - extension.length), ...extension].join('').trim()
}

// RFC 6266: a plain ASCII name for old clients and the exact name in UTF-8 for the rest.
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
